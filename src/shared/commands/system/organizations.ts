import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zDate, zEmail, zMoney, zText } from '../../schema/common.js';

const SYSTEM = ['admin', 'shop_admin'] as const;
export const BANK_ACCOUNT_KINDS = ['main', 'loan', 'lending'] as const;
const optionalText = (max: number) => zText(max).nullable();

/**
 * The merchants selling on the marketplace (§2 /system/organizations, §3 merchant fields), over the
 * vendors table the tenancy reads. Only shop_admin and admin read it: a merchant sees his own
 * vendor through the header's switcher, never this list of all of them. Named `organization`, as
 * `vendor.list` (GET /vendors) is every user's own list.
 */
export const organizations = defineResource({
  area: 'system', name: 'organization', path: 'organizations', cli: ['organizations'],
  fields: {
    name: zText(200).min(1),
    org_name: optionalText(200),
    registry: z.string().trim().regex(/^\d{7}$/, 'seven digits').nullable(),
    vat_payer_number: optionalText(20),
    email: zEmail.nullable(),
    phone: optionalText(50),
    address: optionalText(500),
    commission_percent: z.coerce.number().min(0).max(100),
    /** möngö; the form takes ₮ */
    monthly_fee: zMoney.min(0),
    contract_number: optionalText(50),
    contract_date: zDate.nullable(),
    logo: z.url().max(1000).nullable(),
    /** at most one of each kind; stored as `{ main, loan, lending }` */
    bank_accounts: z.array(z.object({ kind: z.enum(BANK_ACCOUNT_KINDS), bank: zText(100).min(1), account: zText(50).min(1), name: zText(200).min(1) }))
      .max(BANK_ACCOUNT_KINDS.length)
      .refine((rows) => new Set(rows.map((r) => r.kind)).size === rows.length, 'one account of each kind'),
  },
  required: ['name'], unique: ['name'], money: ['monthly_fee'],
  item: z.object({
    id: z.number().int(), name: z.string(), org_name: z.string().nullable(), registry: z.string().nullable(), vat_payer_number: z.string().nullable(),
    email: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable(), commission_percent: z.number(),
    monthly_fee: z.number().int(), contract_number: z.string().nullable(), contract_date: z.string().nullable(), logo: z.string().nullable(),
    bank_accounts: z.array(z.object({ kind: z.enum(BANK_ACCOUNT_KINDS), bank: z.string(), account: z.string(), name: z.string() })),
  }),
  read: SYSTEM, write: SYSTEM,
  list: {
    columns: ['name', 'registry', 'phone', 'commission_percent', { field: 'monthly_fee', kind: 'money' }, 'contract_number'],
    search: ['name', 'org_name', 'registry', 'email', 'phone'], filters: { registry: 'text' }, sorts: ['name', 'commission_percent'], order: ['name'],
  },
  title: 'name', i18n: { fields: 'system_ui.organizations.fields' }, defaults: { commission_percent: 0, monthly_fee: 0 }, audits: true,
  routes: [{ list: 'system.organizations', detail: 'system.organization' }],
  sample: { registry: '5012345', email: 'kit-vendor@example.mn', logo: 'https://cdn.example.mn/logo.png', bank_accounts: [] },
  keywords: ['merchant', 'vendor', 'organization', 'байгууллага', 'мерчант'],
});
