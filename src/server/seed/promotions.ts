import { schema, type DbOrTx } from '../db/index.js';
import type { random } from './names.js';

type Rnd = ReturnType<typeof random>;
const DAY = 86_400_000;
/** The generated codes' alphabet: no look-alikes (0/O, 1/I/L), as coupon.generate's. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The demo shop's promotions (issue 16): running, scheduled and finished discounts as a marketer
 * leaves them (typed codes, a generated batch, a buy X get Y, a scheduled automatic free delivery,
 * a merchant's own sale), and a few gift cards with their balance history. Nothing here is applied
 * to the demo orders, so their totals stay as the orders seed made them.
 */
export async function seedPromotions(tx: DbOrTx, rnd: Rnd, ids: { websiteId: number; vendorIds: number[]; adminId: number }) {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const { discounts, couponCodes, giftCards, giftCardTransactions } = schema;
  const base = { websiteId: ids.websiteId, createdBy: ids.adminId };
  const rows = await tx.insert(discounts).values([
    { ...base, title: 'Хаврын хямдрал 10%', description: 'Бүх бараанд 10% хямдрал', valueType: 'percentage', percent: 10, tags: ['хавар', 'newsletter'], startsAt: at(-10), endsAt: at(20), codeCount: 1, usageLimit: 500 },
    { ...base, title: 'Шинэ хэрэглэгч ₮10,000', description: 'Анхны захиалгад ₮50,000-аас дээш', valueType: 'fixed', amount: 1_000_000, minimumKind: 'amount', minimumValue: 5_000_000, oncePerCustomer: true, tags: ['welcome'], codeCount: 1 },
    { ...base, title: 'Black Friday 25%', valueType: 'percentage', percent: 25, usageLimit: 1000, perCodeLimit: 1, tags: ['black-friday'], startsAt: at(-2), endsAt: at(3), codeCount: 40 },
    { ...base, title: '2 авбал 3 дахь нь 50%', description: 'Хоёрыг авахад гурав дахь нь хагас үнээр', valueType: 'percentage', percent: 50, appliesTo: 'order', buyQuantity: 2, getQuantity: 1, getVariantIds: [1, 2, 3], tags: ['bundle'], codeCount: 1 },
    { ...base, title: 'Шинэ жилийн үнэгүй хүргэлт', description: 'Кодгүйгээр ₮100,000-аас дээш захиалгад', valueType: 'percentage', percent: 0, freeShipping: true, autoClaim: true, minimumKind: 'amount', minimumValue: 10_000_000, startsAt: at(25), endsAt: at(40), tags: ['шинэ жил'] },
    { ...base, title: 'Намрын хямдрал 15%', valueType: 'percentage', percent: 15, startsAt: at(-70), endsAt: at(-40), tags: ['намар'], codeCount: 1 },
    { ...base, vendorId: ids.vendorIds[0] ?? null, title: 'Дэлгүүрийн өдөр ₮5,000', description: 'Манай дэлгүүрийн бараанд', valueType: 'fixed', amount: 500_000, tags: ['merchant'], codeCount: 1 },
  ]).returning({ id: discounts.id, codeCount: discounts.codeCount });
  const typed = ['SPRING10', 'WELCOME10', null, 'BUY2GET1', null, 'AUTUMN15', 'SHOPDAY'];
  const code = (n: number) => Array.from({ length: n }, () => rnd.pick([...ALPHABET])).join('');
  const batch = new Set<string>();
  while (batch.size < 40) batch.add(`BF${code(8)}`);
  await tx.insert(couponCodes).values([
    ...rows.flatMap((r, i) => (typed[i] ? [{ discountId: r.id, code: typed[i]! }] : [])),
    ...[...batch].map((c) => ({ discountId: rows[2]!.id, code: c })),
  ]);

  const people = [['Болормаа', 'bolormaa@example.mn', 5_000_000], ['Тэмүүжин', 'temuujin@example.mn', 10_000_000], ['Анударь', 'anudari@example.mn', 2_500_000]] as const;
  const cards = await tx.insert(giftCards).values(people.map(([name, email, amount], i) => ({
    websiteId: ids.websiteId, code: `GC${code(10)}`, amount, balance: i === 0 ? amount - 1_250_000 : amount, recipientName: name, recipientEmail: email,
    message: i === 1 ? 'Төрсөн өдрийн мэнд хүргэе!' : null, createdBy: ids.adminId, createdAt: at(-20 + i * 5),
  }))).returning({ id: giftCards.id, amount: giftCards.amount });
  await tx.insert(giftCardTransactions).values([
    ...cards.map((c, i) => ({ giftCardId: c.id, kind: 'issue', amount: c.amount, balanceAfter: c.amount, authorId: ids.adminId, createdAt: at(-20 + i * 5) })),
    { giftCardId: cards[0]!.id, kind: 'redeem', amount: -1_250_000, balanceAfter: cards[0]!.amount - 1_250_000, authorId: ids.adminId, createdAt: at(-12) },
  ]);
  // sashka's purchase limits (/promotions/amway_limit): one switched off, one a high ₮ cap on a product
  await tx.insert(schema.amwayLimits).values([
    { name: 'Сард 3 ширхэг', products: ['P000001', 'P000002'], maxQuantity: 3, periodDays: 30, active: false },
    { name: '7 хоногт ₮5,000,000', products: ['P000003'], maxAmount: 500_000_000, periodDays: 7, active: true },
  ]);
}
