import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { defineSingleton } from '../../resources/singleton.js';
import { zDate, zEmail, zMoney, zText } from '../../schema/common.js';
import { organizations } from '../system/organizations.js';

/**
 * §2 /settings/merchant, /settings/contracts, /settings/contacts: one vendor's own record, its
 * contracts and its contact people, for the vendor chosen in the header's switcher (a user of one
 * vendor acts for it by himself). The server keeps every call to that vendor (ResourceDef `vendor`).
 */
const i18n = { fields: 'settings_ui.merchant.fields' } as const;
const optionalText = (max: number) => zText(max).nullable();

/** §3's merchant fields of the chosen vendor, as /system/organizations edits them for every vendor. */
const { name, org_name, registry, vat_payer_number, email, phone, address, commission_percent, monthly_fee, contract_number, contract_date, logo, bank_accounts } = organizations.def.fields;

export const merchantProfile = defineSingleton({
  area: 'settings', name: 'merchant_profile', path: 'settings/merchant', cli: ['merchant-profile'], vendor: true,
  fields: { name, org_name, registry, vat_payer_number, email, phone, address, commission_percent, monthly_fee, contract_number, contract_date, logo, bank_accounts },
  // what an unsaved record would hold; the answer is always the vendor's own row
  defaults: {
    commission_percent: 0, monthly_fee: 0, name: '', org_name: null, registry: null, vat_payer_number: null, email: null, phone: null, address: null,
    contract_number: null, contract_date: null, logo: null, bank_accounts: [],
  },
  money: ['monthly_fee'],
  read: ['admin'], write: ['admin'], i18n: { fields: 'system_ui.organizations.fields' }, route: 'settings.merchant',
  keywords: ['merchant', 'vendor profile', 'bank account', 'мерчант', 'байгууллагын мэдээлэл'],
});

export const CONTRACT_KINDS = ['sale', 'consignment', 'lease', 'service'] as const;

/** The vendor's contracts with the marketplace: the terms each one sets, its signed copy. */
export const merchantContracts = defineResource({
  area: 'settings', name: 'merchant_contract', path: 'settings/contracts', cli: ['contracts'], vendor: 'vendorId',
  fields: {
    number: zText(50).min(1), kind: z.enum(CONTRACT_KINDS), signed_on: zDate, starts_on: zDate, ends_on: zDate.nullable(),
    commission_percent: z.coerce.number().min(0).max(100), monthly_fee: zMoney.min(0), document_url: z.url().max(1000).nullable(), note: optionalText(1000),
  },
  required: ['number', 'kind', 'signed_on', 'starts_on'], unique: ['number'], money: ['monthly_fee'],
  item: z.object({
    id: z.number().int(), number: z.string(), kind: z.enum(CONTRACT_KINDS), signed_on: z.string(), starts_on: z.string(), ends_on: z.string().nullable(),
    commission_percent: z.number(), monthly_fee: z.number().int(), document_url: z.string().nullable(), note: z.string().nullable(),
  }),
  // the merchant reads his own (/merchant/contracts); only admin and the contracts role change them
  read: ['admin', 'contracts', 'contracts_view', 'merchant'], write: ['admin', 'contracts'],
  list: {
    // what tells one contract from another, narrow enough to stand beside the open one's form
    columns: ['number', 'kind', { field: 'starts_on', kind: 'date' }, { field: 'ends_on', kind: 'date' }, 'commission_percent'],
    search: ['number', 'note'], filters: { signed_on: 'date' }, sorts: ['number', 'signed_on', 'starts_on'], order: ['-starts_on'],
  },
  title: 'number', i18n, defaults: { kind: 'sale', commission_percent: 0, monthly_fee: 0 }, audits: true,
  routes: [{ list: 'settings.contracts' }, { list: 'merchant.contracts' }],
  sample: { signed_on: '2026-01-05', starts_on: '2026-01-10', ends_on: '2027-01-09', document_url: 'https://files.example.mn/contracts/kit.pdf' },
  keywords: ['contracts', 'merchant contract', 'гэрээ', 'мерчантын гэрээ'],
});

/** The vendor's people the shop calls: who they are, what they do there, how to reach them. */
export const merchantContacts = defineResource({
  area: 'settings', name: 'merchant_contact', path: 'settings/contacts', cli: ['contacts'], vendor: 'vendorId',
  fields: { name: zText(200).min(1), position: zText(200).min(1), phone: zText(50).min(1), email: zEmail.nullable(), note: optionalText(500) },
  required: ['name', 'position', 'phone'],
  item: z.object({ id: z.number().int(), name: z.string(), position: z.string(), phone: z.string(), email: z.string().nullable(), note: z.string().nullable() }),
  // and the merchant keeps his own people (/merchant_settings/contacts)
  read: ['admin', 'contacts', 'contacts_view', 'merchant'], write: ['admin', 'contacts', 'merchant'],
  list: { columns: ['name', 'position', 'phone', 'email'], search: ['name', 'position', 'phone', 'email'], sorts: ['name'], order: ['name'] },
  title: 'name', i18n, audits: true,
  routes: [{ list: 'settings.contacts' }, { list: 'merchant_settings.contacts' }],
  sample: { email: 'kit-contact@example.mn' },
  keywords: ['contacts', 'merchant contact', 'холбоо барих', 'харилцах хүн'],
});
