import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zRegisterNumber, zText } from '../../schema/common.js';

/**
 * Register numbers refused for leasing (§2 /system/lease_blacklists, §7 lease_black_lists): the
 * orders area's lease checks read it, so a listed customer's lease order is not approved. Who added
 * a row is kept from the session, never typed.
 */
export const leaseBlacklists = defineResource({
  area: 'system', name: 'lease_blacklist', path: 'lease_blacklists', cli: ['lease-blacklists'],
  fields: { register_number: zRegisterNumber, reason: zText(500).min(1) },
  required: ['register_number', 'reason'], unique: ['register_number'],
  item: z.object({
    id: z.number().int(), register_number: z.string(), reason: z.string(), created_by: z.string().nullable(), created_at: z.string(),
  }),
  read: ['admin', 'shop_admin'], write: ['admin', 'shop_admin'], features: ['leasing'],
  list: {
    columns: ['register_number', 'reason', 'created_by', { field: 'created_at', kind: 'date' }],
    search: ['register_number', 'reason'], filters: { created_at: 'date' }, sorts: ['register_number', 'created_at'],
  },
  title: 'register_number', i18n: { fields: 'system_ui.fields' }, audits: true,
  routes: [{ list: 'system.lease_blacklists' }],
  keywords: ['lease blacklist', 'leasing refused', 'register number', 'лизингийн хар жагсаалт', 'регистр'],
});
