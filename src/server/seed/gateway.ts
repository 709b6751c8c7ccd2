import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/index.js';
import { rowsOf } from '../db/rows.js';

/**
 * A week of the main account's statement (issue 22): customers' transfers already matched to the
 * orders they paid (their payments are the demo's own), a few waiting for a person (one names a
 * phone, one an amount an unpaid order owes), and the bank's fee and a supplier paid.
 */
export async function seedGateway(db: DbOrTx): Promise<void> {
  const [account] = await db.select({ id: schema.corporateAccounts.id }).from(schema.corporateAccounts).orderBy(schema.corporateAccounts.id).limit(1);
  if (!account) return;
  const paid = rowsOf<{ order_id: number; payment_id: number; amount: number; number: string; customer: string | null; created_at: Date }>(await db.execute(sql`
    select o.id as order_id, p.id as payment_id, p.amount, o.number, o.customer_name as customer, o.created_at from payments p join orders o on o.id = p.order_id
    where p.state = 'completed' and p.method = 'bank_transfer' order by o.id desc limit 6`));
  const owed = rowsOf<{ number: string; outstanding: number; phone: string | null; created_at: Date }>(await db.execute(sql`
    select number, total - payment_total as outstanding, phone, created_at from orders where state = 'complete' and total > payment_total order by id desc limit 2`));
  const day = (d: Date | string, hours = 2) => new Date(new Date(d).getTime() + hours * 3_600_000);
  const lines: (typeof schema.cgwTransactions.$inferInsert)[] = [
    ...paid.map((p, i) => ({
      accountId: account.id, bankTxnId: `KHN${70001 + i}`, direction: 'in', amount: Number(p.amount), description: `${p.number} төлбөр`,
      counterparty: p.customer ?? '', postedAt: day(p.created_at), orderId: Number(p.order_id), paymentId: Number(p.payment_id), matchedAt: day(p.created_at, 3),
    })),
    ...owed.map((o, i) => ({
      accountId: account.id, bankTxnId: `KHN${70101 + i}`, direction: 'in', amount: Number(o.outstanding),
      description: i === 0 && o.phone ? `${o.phone} утастай хүний төлбөр` : 'захиалгын төлбөр', counterparty: i ? 'Д. Сараа' : 'Б. Болд', postedAt: day(o.created_at, 5),
    })),
    { accountId: account.id, bankTxnId: 'KHN70201', direction: 'in', amount: 4_500_000, description: 'буцаалт?', counterparty: 'Г. Тэмүүлэн', postedAt: day(new Date(), -20) },
    { accountId: account.id, bankTxnId: 'KHN70301', direction: 'out', amount: 150_000, description: 'Гүйлгээний шимтгэл', counterparty: 'Хаан банк', postedAt: day(new Date(), -30) },
    { accountId: account.id, bankTxnId: 'KHN70302', direction: 'out', amount: 1_250_000_00, description: 'Нийлүүлэгчийн төлбөр INV-2291', counterparty: 'Номин Трейд ХХК', counterpartyAccount: '1102003004', postedAt: day(new Date(), -26) },
  ];
  await db.insert(schema.cgwTransactions).values(lines);
}
