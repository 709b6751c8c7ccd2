import { describe, expect, it } from 'vitest';
import { composeOrderMessage, type OrderForMessage } from '../../src/server/outbox/templates.js';
import { backoffMs } from '../../src/server/outbox/worker.js';
import { SMS_LIMIT, smsText, transliterate } from '../../src/server/outbox/sms-text.js';

const GSM_SAFE = /^[\x20-\x7e\n]*$/;

describe('SMS text (§5: Latin letters within 160 characters)', () => {
  it.each([
    ['Сайн байна уу', 'Sain baina uu'],
    ['Хан-Уул дүүрэг', 'Khan-Uul duureg'],
    ['Өлзий Үүрцайх', 'Olzii Uurtsaikh'],
    ['Чингэлтэй, Шинэ жил', 'Chingeltei, Shine jil'],
    ['Ёроол юу яагаад', 'Yorool yuu yaagaad'],
    ['Ерөнхий маркетплейс', 'Yeronkhii marketpleis'],
    ['захиалга цуцлагдлаа', 'zakhialga tsutslagdlaa'],
    ['Баярлалаа!', 'Bayarlalaa!'],
    ['R1001 order', 'R1001 order'],
  ])('%s → %s', (cyrillic, latin) => {
    expect(transliterate(cyrillic)).toBe(latin);
  });

  it('writes money in letters the GSM alphabet has, and drops what it lacks', () => {
    expect(smsText('Нийт дүн ₮1,234,500.5 — баярлалаа “найз” 😀')).toBe('Niit dun 1,234,500.5 MNT - bayarlalaa "naiz"');
    expect(smsText('Café Zoë')).toBe('Cafe Zoe');
  });

  it('never goes over 160 characters, cutting at a word', () => {
    const long = `Таны ${'маш урт нэртэй дэлгүүрийн '.repeat(12)}захиалга`;
    const text = smsText(long);
    expect(text.length).toBeLessThanOrEqual(SMS_LIMIT);
    expect(text.endsWith('...')).toBe(true);
    expect(text).toMatch(GSM_SAFE);
    // cut at a word: no half word before the dots
    expect(text.slice(0, -3).endsWith(' ')).toBe(false);
    expect(long.length).toBeGreaterThan(SMS_LIMIT);
    // a text within the limit is kept whole
    expect(smsText('a'.repeat(160))).toBe('a'.repeat(160));
    expect(smsText('a'.repeat(161)).length).toBe(160);
  });

  const order: OrderForMessage = {
    id: 1, number: 'R123456789', websiteId: 1, total: 123_450_000, phone: '99112233', receiverPhone: null,
    email: 'bat@example.mn', customerName: 'Батбаяр Өлзийбаатар', receiverName: null, shop: 'Их Дэлгүүр', locale: 'mn',
  };

  it('every template, in both languages, is an SMS in Latin within 160 characters even with long names', () => {
    for (const locale of ['mn', 'en'] as const) {
      for (const template of ['order_confirmation', 'parcel_sent', 'order_canceled'] as const) {
        for (const shop of ['Их Дэлгүүр', 'Монголын хамгийн том онлайн худалдааны төв ба маркетплейс '.repeat(3)]) {
          const m = composeOrderMessage({ ...order, locale, shop }, 'sms', template, { tracking: 'MN123456789' })!;
          expect(m.recipient).toBe('99112233');
          expect(m.body.length, m.body).toBeLessThanOrEqual(SMS_LIMIT);
          expect(m.body, m.body).toMatch(GSM_SAFE);
          expect(m.body).toContain('R123456789');
        }
      }
    }
    const mn = composeOrderMessage(order, 'sms', 'order_confirmation', { tracking: null })!;
    expect(mn.body).toBe('Tany Ikh Delguur dakhi R123456789 zakhialga batalgaajlaa. Niit dun 1,234,500 MNT. Bayarlalaa!');
  });

  it('an email keeps Cyrillic and the ₮ sign; a channel without a contact has no message', () => {
    const m = composeOrderMessage(order, 'email', 'order_canceled', { tracking: null })!;
    expect(m).toMatchObject({ recipient: 'bat@example.mn', subject: 'R123456789 захиалга цуцлагдлаа' });
    expect(m.body).toContain('Батбаяр Өлзийбаатар');
    expect(composeOrderMessage({ ...order, email: null }, 'email', 'order_canceled', { tracking: null })).toBeNull();
    // no phone of his own: the receiver's
    expect(composeOrderMessage({ ...order, phone: ' ', receiverPhone: '88001122' }, 'sms', 'parcel_sent', { tracking: null })!.recipient).toBe('88001122');
  });

  it('retries back off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4].map((a) => backoffMs(a, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 30_000)).toBe(3_600_000);
  });
});
