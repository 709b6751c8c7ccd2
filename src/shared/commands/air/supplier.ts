import { z } from 'zod';
import { defineSingleton } from '../../resources/singleton.js';
import { zText } from '../../schema/common.js';
import { AIR_FEATURES } from './bookings.js';

/** What an answer says in place of a stored secret; sent back unchanged, it keeps the stored one. */
export const SECRET_MASK = '••••••';

/**
 * The selected website's air supplier (a GDS or consolidator): where its API lives and how to sign
 * in there. The real one is this configuration away from the fake the tests run
 * (src/server/areas/air/supplier.ts speaks the protocol). The secret is never answered.
 */
export const airSupplier = defineSingleton({
  area: 'air', name: 'air_supplier', path: 'air_supplier', cli: ['air', 'supplier'], features: AIR_FEATURES, secret: ['secret'],
  fields: {
    name: zText(100),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(1000)]),
    username: zText(200),
    secret: z.string().max(1000),
    timeout_ms: z.coerce.number().int().min(1000).max(120_000),
  },
  defaults: { timeout_ms: 15_000, name: '', url: '', username: '', secret: '' },
  read: ['admin', 'air_booking'], write: ['admin', 'air_booking'],
  i18n: { fields: 'air_ui.supplier.fields' }, route: 'air.supplier', hint: 'air_ui.supplier.hint',
  keywords: ['air supplier', 'GDS', 'consolidator', 'нислэгийн нийлүүлэгч'],
});
