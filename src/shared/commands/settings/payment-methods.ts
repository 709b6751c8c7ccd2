import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode, zPosition } from '../../resources/fields.js';
import { zText } from '../../schema/common.js';

/** A certificate as a PEM file's text (`-----BEGIN CERTIFICATE-----…`) or already in base64. */
export const PEM = /^-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----\s*$/;
const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;

/**
 * How customers pay (§2 /settings/payment): each method with its provider's merchant id and the
 * certificate the provider issued. §5 "Payment certificate must be converted to base64": a PEM
 * pasted or picked as a file is stored and answered in base64, as the providers' APIs take it.
 */
export const paymentMethods = defineResource({
  area: 'settings', name: 'payment_method', path: 'payment_methods', cli: ['payment-methods'],
  fields: {
    code: zCode, name_en: zText(100).min(1), name_mn: zText(100).min(1), provider: zText(100), merchant_id: zText(100),
    certificate: z.string().trim().max(20_000).refine((v) => v === '' || PEM.test(v) || BASE64.test(v), 'a PEM certificate (-----BEGIN CERTIFICATE-----) or its base64'),
    active: z.boolean(), position: zPosition,
  },
  required: ['code', 'name_en', 'name_mn'], unique: ['code'],
  item: z.object({
    id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string(), provider: z.string(), merchant_id: z.string(),
    certificate: z.string(), active: z.boolean(), position: z.number().int(),
  }),
  read: ['admin'], write: ['admin'],
  list: {
    columns: [{ field: 'name_en', mn: 'name_mn', label: 'settings_ui.fields.name' }, 'provider', 'merchant_id', 'active', 'position'],
    search: ['code', 'name_en', 'name_mn', 'provider'], filters: { active: 'bool' }, sorts: ['code', 'position'], order: ['position'],
  },
  title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'settings_ui.fields' }, defaults: { active: true, position: 0 },
  positions: true, audits: true, routes: [{ list: 'settings.payment' }],
  keywords: ['payment method', 'qpay', 'card', 'certificate', 'төлбөрийн хэрэгсэл'],
});
