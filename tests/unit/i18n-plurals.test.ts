import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { flattenKeys, lookup, messages } from '../../src/shared/i18n/index.js';

// issue 13: "Import 1 rows" — a count message goes through i18next's plurals (`_one`/`_other`)
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: messages.en }, mn: { translation: messages.mn } }, lng: 'en', interpolation: { escapeValue: false } });
});

/** {{count}} messages whose words do not change with the number, or that the server fills (no plurals there). */
const NO_NOUN = new Set([
  'kit.validation.min_items', 'kit.validation.max_items', 'orders_web.line_items.returned_part', 'products_mass.check.more',
  'products_mass.images.position',
  // filled by the server (src/server/areas/orders/…) with realistic counts past one
  'orders_messages.errors.too_long', 'errors.orders_ops.line_return_quantity', 'errors.orders_ops.shipment_quantity', 'errors.orders_ops.out_of_stock',
  // filled by the resource kit's delete guard (src/server/resources/guards.ts): the count stands in brackets after a name
  'errors.resource.in_use_count',
]);

describe('plurals', () => {
  it('every English count message with a noun has its _one and _other forms', () => {
    const missing = flattenKeys(messages.en)
      .filter((k) => lookup('en', k)!.includes('{{count}}') && !/_(one|other)$/.test(k) && !NO_NOUN.has(k));
    expect(missing).toEqual([]);
  });

  it('one row, three rows; Mongolian has no plural forms but i18next asks it for _one and _other alike', () => {
    expect(i18n.t('products_mass.check.apply', { count: 1 })).toBe('Import 1 row');
    expect(i18n.t('products_mass.check.apply', { count: 3 })).toBe('Import 3 rows');
    expect(i18n.t('orders_web.batch.cancel_title', { count: 1 })).toBe('Cancel 1 order?');
    expect(i18n.t('kit.validation.min_length', { count: 1 })).toBe('Must be at least 1 character');
    expect(new Intl.PluralRules('mn').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
    const mn = i18n.getFixedT('mn');
    expect(mn('products_mass.check.apply', { count: 1 })).toBe('1 мөрийг импортлох');
    expect(mn('products_mass.check.apply', { count: 3 })).toBe('3 мөрийг импортлох');
  });
});
