/** Titles of the System settings' commands (`commands.system.*`), the plain resources' by their name. */
export default {
  payment_return_reason: {
    list: 'List payment return reasons', get: 'Show payment return reason', create: 'Create payment return reason',
    update: 'Update payment return reason', delete: 'Delete payment return reason', update_positions: 'Reorder payment return reasons',
    audits: 'History of a payment return reason',
  },
  payment_return_source: {
    list: 'List payment return sources', get: 'Show payment return source', create: 'Create payment return source',
    update: 'Update payment return source', delete: 'Delete payment return source', update_positions: 'Reorder payment return sources',
    audits: 'History of a payment return source',
  },
} as const;
