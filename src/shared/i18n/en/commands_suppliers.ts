/** Titles of the Suppliers', Warranties' and contact forms' commands. */
export default {
  suppliers: {
    supplier: {
      list: 'List suppliers', get: 'Show supplier', create: 'Create supplier', update: 'Update supplier', delete: 'Delete supplier', audits: 'History of a supplier',
    },
    supply_segment: {
      list: 'List supply segments', get: 'Show supply segment', create: 'Create supply segment', update: 'Update supply segment',
      delete: 'Delete supply segment', update_positions: 'Reorder supply segments', audits: 'History of a supply segment',
    },
    business_type: {
      list: 'List business types', get: 'Show business type', create: 'Create business type', update: 'Update business type',
      delete: 'Delete business type', update_positions: 'Reorder business types', audits: 'History of a business type',
    },
    branch: {
      list: 'List supplier branches', get: 'Show supplier branch', create: 'Create supplier branch', update: 'Update supplier branch',
      delete: 'Delete supplier branch', audits: 'History of a supplier branch', apply_segment: 'Apply a segment to branches',
    },
  },
  warranties: {
    warranty: {
      list: 'List warranties', get: 'Show warranty', order_lines: 'Order lines for a warranty', from_line: 'Create a warranty from an order line',
      claim_create: 'Open a warranty claim', claim_update: 'Update a warranty claim',
    },
  },
  contact_form: {
    list: 'List contact form messages', get: 'Show a contact form message', mark: 'Mark a message read or unread', assign: 'Assign a message',
    reply: 'Reply to a message by email', close: 'Close a message', assignees: 'People who answer messages',
  },
} as const;
