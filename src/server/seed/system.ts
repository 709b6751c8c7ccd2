import { PAYMENT_RETURN_REASONS, PAYMENT_RETURN_SOURCES } from '../../shared/commands/orders/returns.js';
import { schema, type DbOrTx } from '../db/index.js';
import { seedSystemLists } from './system-lists.js';

/** The codes a payment return takes (src/shared/commands/orders/returns.ts), named as finance staff say them. */
const REASONS: Record<(typeof PAYMENT_RETURN_REASONS)[number], [string, string]> = {
  order_canceled: ['Order canceled', 'Захиалга цуцлагдсан'],
  item_returned: ['Item returned', 'Бараа буцаагдсан'],
  exchange: ['Exchanged for another item', 'Өөр бараагаар сольсон'],
  overpaid: ['Paid too much', 'Илүү төлсөн'],
  damaged: ['Damaged on delivery', 'Хүргэлтээр гэмтсэн'],
  late_delivery: ['Delivered late', 'Хүргэлт хоцорсон'],
  other: ['Other', 'Бусад'],
};

const SOURCES: Record<(typeof PAYMENT_RETURN_SOURCES)[number], [string, string]> = {
  cash: ['Cash at the counter', 'Кассаас бэлнээр'],
  card: ['Refunded to the bank card', 'Банкны картад буцаах'],
  qpay: ['QPay wallet', 'QPay хэтэвч'],
  bank_transfer: ['Bank transfer', 'Дансаар шилжүүлэх'],
  store_credit: ['Store credit', 'Дэлгүүрийн хэтэвч'],
};

const rows = (names: Record<string, [string, string]>) =>
  Object.entries(names).map(([code, [nameEn, nameMn]], position) => ({ code, nameEn, nameMn, position }));

/** The System settings' lists as a working shop has them. */
export async function seedSystemSettings(db: DbOrTx, adminId: number): Promise<void> {
  await db.insert(schema.paymentReturnReasons).values(rows(REASONS));
  await db.insert(schema.paymentReturnSources).values(rows(SOURCES));
  await seedSystemLists(db, adminId);
}
