import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zText } from '../../schema/common.js';

/** Banks the corporate gateway speaks to (§2 Corporate gateway; §7 corporate gateways account_name(account, bank)). */
export const BANKS = ['khan', 'golomt', 'tdb', 'xac', 'state', 'capitron', 'bogd'] as const;
export const CURRENCIES = ['MNT', 'USD', 'CNY', 'EUR'] as const;

/**
 * The shop's corporate bank accounts the gateway reads statements from and transfers with (§2
 * /settings/cgw and /{id}): bank, account number, currency, and the bank's API credentials, which
 * are written only: no answer, audit entry or log ever holds them; `has_credentials` says they are set.
 */
export const corporateAccounts = defineResource({
  area: 'settings', name: 'corporate_account', path: 'corporate_gateways', cli: ['corporate-accounts'],
  fields: {
    bank: z.enum(BANKS), account_number: z.string().trim().regex(/^[A-Za-z0-9]{6,34}$/, 'the account number or IBAN: 6 to 34 letters and digits'), account_name: zText(200).min(1),
    currency: z.enum(CURRENCIES), api_username: zText(100), api_secret: zText(500), active: z.boolean(),
    /** Minutes between scheduled statement imports (a job each, in the jobs centre); 0: on demand only. */
    import_every_minutes: z.number().int().min(0).max(1440),
  },
  required: ['bank', 'account_number', 'account_name', 'currency'], unique: ['account_number'],
  secrets: ['api_secret'],
  item: z.object({
    id: z.number().int(), bank: z.enum(BANKS), account_number: z.string(), account_name: z.string(), currency: z.enum(CURRENCIES),
    api_username: z.string(), active: z.boolean(), has_credentials: z.boolean(), import_every_minutes: z.number().int(),
  }),
  read: ['admin'], write: ['admin'],
  list: {
    columns: ['account_name', 'bank', 'account_number', 'currency', 'has_credentials', 'active'],
    search: ['account_number', 'account_name'], filters: { bank: 'text', active: 'bool' }, sorts: ['bank', 'account_number'], order: ['bank'],
  },
  title: 'account_name', i18n: { fields: 'settings_ui.fields' }, defaults: { currency: 'MNT', active: true, import_every_minutes: 15 }, audits: true,
  sample: { api_secret: 'kit-secret' },
  routes: [{ list: 'settings.cgw', detail: 'settings.cgw_detail' }],
  keywords: ['corporate gateway', 'bank account', 'cgw', 'байгууллагын данс'],
});
