import { z } from 'zod';
import { defineSingleton } from '../../resources/singleton.js';
import { zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { organizations } from '../system/organizations.js';

/**
 * §2 /merchant/infos: §3's organisation fields of the vendor the call acts for, kept by his own
 * people. The terms (commission, monthly fee, contract) are the contracts' and stay the admins'.
 * A merchant's change of bank accounts is where the shop's money goes, so it waits as a request
 * until an admin approves it (merchant.bank_change_*); an admin's own change applies at once.
 */
const { name, org_name, registry, vat_payer_number, email, phone, address, logo, bank_accounts } = organizations.def.fields;

export const merchantInfo = defineSingleton({
  area: 'merchant', name: 'merchant_info', path: 'merchant/infos', cli: ['merchant-info'], vendor: true,
  fields: { name, org_name, registry, vat_payer_number, email, phone, address, logo, bank_accounts },
  defaults: { org_name: null, name: '', registry: null, vat_payer_number: null, email: null, phone: null, address: null, logo: null, bank_accounts: [] },
  read: ['admin', 'merchant'], write: ['admin', 'merchant'], i18n: { fields: 'system_ui.organizations.fields' }, route: 'merchant.infos',
  hint: 'merchant_ui.infos.hint', saved: 'organization_updated',
  keywords: ['organization information', 'my shop details', 'bank account', 'байгууллагын мэдээлэл', 'дансны мэдээлэл'],
});

export const BANK_CHANGE_STATES = ['pending', 'approved', 'rejected'] as const;

export const bankChangeSchema = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  state: z.enum(BANK_CHANGE_STATES),
  /** What the accounts become once approved. */
  bank_accounts: organizations.def.item.shape.bank_accounts,
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type BankChange = z.infer<typeof bankChangeSchema>;

/** The latest bank-account request of the vendor the call acts for (pending, or the last decided), or none. */
export const bankChange = defineCommand({
  id: 'merchant.bank_change', area: 'merchant', kind: 'query', roles: ['admin', 'merchant'],
  http: { method: 'GET', path: 'merchant/infos/bank_change' },
  input: z.object({}),
  output: z.object({ item: bankChangeSchema.nullable() }),
  ui: { title: 'commands.merchant.bank_change', keywords: ['bank account change', 'approval', 'дансны өөрчлөлт'] },
  cli: { verb: ['merchant-info', 'bank-change'] },
});

/** An admin applies a vendor's requested bank accounts. */
export const bankChangeApprove = defineCommand({
  id: 'merchant.bank_change_approve', area: 'merchant', kind: 'mutation', roles: ['admin'],
  http: { method: 'POST', path: 'merchant/infos/bank_change/:id/approve' },
  input: z.object({ id: zId }),
  output: z.object({ item: bankChangeSchema }),
  ui: { title: 'commands.merchant.bank_change_approve', keywords: ['approve bank account', 'данс батлах'] },
  cli: { verb: ['merchant-info', 'bank-change-approve'], positionals: ['id'] },
});

/** An admin turns a vendor's bank-account request down, saying why. */
export const bankChangeReject = defineCommand({
  id: 'merchant.bank_change_reject', area: 'merchant', kind: 'mutation', roles: ['admin'], danger: true,
  http: { method: 'POST', path: 'merchant/infos/bank_change/:id/reject' },
  input: z.object({ id: zId, reason: zText(500).min(1) }),
  output: z.object({ item: bankChangeSchema }),
  ui: { title: 'commands.merchant.bank_change_reject', keywords: ['reject bank account', 'данс татгалзах'] },
  cli: { verb: ['merchant-info', 'bank-change-reject'], positionals: ['id'] },
});

/**
 * Every vendor's bank-account requests, the pending ones first asked: where an admin finds what
 * waits for him without picking each vendor in turn.
 */
export const bankChangeList = defineCommand({
  id: 'merchant.bank_change_list', area: 'merchant', kind: 'query', roles: ['admin'],
  http: { method: 'GET', path: 'merchant/bank_changes' },
  input: listInput({ filters: { id: 'number', vendor_id: 'number', requested_at: 'date' }, sorts: ['requested_at'] }).extend({
    state: z.enum(BANK_CHANGE_STATES).default('pending'),
  }),
  output: listOutput(bankChangeSchema.extend({ vendor_name: z.string() })),
  ui: { title: 'commands.merchant.bank_change_list', keywords: ['bank account changes', 'pending approval', 'дансны өөрчлөлтүүд', 'батлах хүсэлт'] },
  cli: { verb: ['merchant-info', 'bank-changes'], columns: ['id', 'vendor_name', 'state', 'requested_by', 'requested_at', 'decided_by'] },
});
