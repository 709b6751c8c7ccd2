import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/shared/commands/index.js';
import { flattenKeys, lookup, messages } from '../../src/shared/i18n/index.js';
import { formatDate, formatMoney } from '../../src/shared/i18n/format.js';

describe('messages', () => {
  it('en and mn have exactly the same keys, none empty', () => {
    const en = flattenKeys(messages.en).sort();
    expect(flattenKeys(messages.mn).sort()).toEqual(en);
    for (const key of en) {
      expect(lookup('en', key), key).toBeTruthy();
      expect(lookup('mn', key), key).toBeTruthy();
    }
  });

  it('every command title exists in both languages', () => {
    for (const c of catalogue) {
      expect(lookup('en', c.ui.title), c.id).toBeTruthy();
      expect(lookup('mn', c.ui.title), c.id).toBeTruthy();
    }
  });

  it('Mongolian messages are in Cyrillic, not copies of the English', () => {
    // names Mongolian keeps in Latin letters
    const LATIN = new Set(['SMS', 'Amway']);
    for (const key of flattenKeys(messages.en)) {
      const mn = lookup('mn', key)!;
      if (LATIN.has(mn)) continue;
      expect(/[А-Яа-яЁёӨөҮү]/.test(mn), `${key}: ${mn}`).toBe(true);
    }
  });
});

describe('formatting', () => {
  it.each([
    [123_450_000, '₮1,234,500'],
    [0, '₮0'],
    [12_345, '₮123.45'],
    // issue 13: two decimals as soon as there are möngö, so ₮22,312.50 sits beside ₮18,857.14
    [12_350, '₮123.50'],
    [2_231_250, '₮22,312.50'],
    [1_885_714, '₮18,857.14'],
    [5, '₮0.05'],
    [-99, '-₮0.99'],
    [900_719_925_474_099, '₮9,007,199,254,740.99'],
  ])('money %d möngö is %s', (mongo, text) => {
    expect(formatMoney(mongo)).toBe(text);
  });

  it('dates are YYYY/MM/DD HH:mm in Ulaanbaatar time', () => {
    expect(formatDate('2026-11-21T16:05:00Z')).toBe('2026/11/22 00:05');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('garbage')).toBe('-');
  });
});
