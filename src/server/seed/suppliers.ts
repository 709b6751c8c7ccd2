import { and, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../db/index.js';
import { addMonths, periodOfProduct, ubToday } from '../areas/warranties/period.js';

/** Demo suppliers with their segments, types and branches; storefront messages; warranties of some completed orders. */

const SEGMENTS: [string, string, string][] = [
  ['electronics', 'Electronics', 'Цахилгаан бараа'], ['food', 'Food and drinks', 'Хүнс, ундаа'], ['household', 'Household', 'Гэр ахуй'],
  ['cosmetics', 'Cosmetics', 'Гоо сайхан'], ['apparel', 'Clothing', 'Хувцас'],
];
const TYPES: [string, string, string][] = [
  ['manufacturer', 'Manufacturer', 'Үйлдвэрлэгч'], ['importer', 'Importer', 'Импортлогч'], ['wholesaler', 'Wholesaler', 'Бөөний худалдаа'], ['distributor', 'Distributor', 'Дистрибьютор'],
];
const SUPPLIERS: { name: string; registry: string; type: number; phone: string; email: string; address: string; terms: 'prepaid' | 'on_delivery' | 'net'; days: number; limit: number | null; lead: number; contacts: { name: string; job_title: string; phone: string; email?: string }[]; branches: [string, number, string][] }[] = [
  { name: 'Монгол Электроникс ХХК', registry: '5123456', type: 1, phone: '7711-2233', email: 'sales@mongolelectronics.mn', address: 'Хан-Уул дүүрэг, 15-р хороо, Чингисийн өргөн чөлөө 24', terms: 'net', days: 30, limit: 50_000_000_00, lead: 5,
    contacts: [{ name: 'Б. Тэмүүлэн', job_title: 'Борлуулалтын менежер', phone: '99112233', email: 'temuulen@mongolelectronics.mn' }, { name: 'Д. Сарнай', job_title: 'Нягтлан', phone: '88114455' }],
    branches: [['Хан-Уул агуулах', 0, 'Хан-Уул дүүрэг, 15-р хороо'], ['Дархан салбар', 0, 'Дархан-Уул, Дархан сум, 4-р баг']] },
  { name: 'Номин Трейдинг ХХК', registry: '2087654', type: 2, phone: '7000-4455', email: 'info@nomintrading.mn', address: 'Баянзүрх дүүрэг, 26-р хороо', terms: 'on_delivery', days: 0, limit: null, lead: 2,
    contacts: [{ name: 'Г. Ганбат', job_title: 'Худалдааны төлөөлөгч', phone: '95556677' }],
    branches: [['Баянзүрх төв', 1, 'Баянзүрх дүүрэг, 26-р хороо'], ['Сонгинохайрхан агуулах', 2, 'Сонгинохайрхан дүүрэг, 20-р хороо']] },
  { name: 'Гоёл Косметик ХХК', registry: '6543210', type: 3, phone: '7272-1100', email: 'order@goyol.mn', address: 'Сүхбаатар дүүрэг, 1-р хороо', terms: 'prepaid', days: 0, limit: null, lead: 7,
    contacts: [{ name: 'Э. Оюунчимэг', job_title: 'Захирал', phone: '99887766', email: 'oyuna@goyol.mn' }],
    branches: [['Төв салбар', 3, 'Сүхбаатар дүүрэг, 1-р хороо']] },
  { name: 'Тэнгэр Хувцас ХХК', registry: '3456789', type: 0, phone: '7575-8899', email: 'tenger@tengerwear.mn', address: 'Чингэлтэй дүүрэг, 4-р хороо', terms: 'net', days: 45, limit: 20_000_000_00, lead: 14,
    contacts: [{ name: 'С. Болд', job_title: 'Үйлдвэрийн менежер', phone: '88001122' }],
    branches: [['Үйлдвэр', 4, 'Чингэлтэй дүүрэг, 4-р хороо'], ['Эрдэнэт салбар', 4, 'Орхон, Баян-Өндөр сум']] },
];
const MESSAGES: [string, string | null, string | null, string, string][] = [
  ['Батболд', 'batbold@example.mn', '99001122', 'Захиалга хүргэгдээгүй', 'Сайн байна уу, R100000008 захиалга маань 5 хоног болоод хүргэгдээгүй байна. Хэзээ ирэх вэ?'],
  ['Сараа', 'saraa@example.mn', null, 'Буцаалт', 'Өнгө нь зурагнаас өөр ирсэн, буцааж болох уу?'],
  ['Дорж', null, '88112233', 'Лизинг', 'Лизингээр утас авахад ямар бичиг баримт хэрэгтэй вэ?'],
  ['Anna', 'anna@example.com', null, 'Delivery to Darkhan', 'Do you deliver to Darkhan, and how long does it take?'],
  ['Мөнхзул', 'munkhzul@example.mn', '95123456', 'Баталгаат засвар', 'Авсан зурагт маань асахгүй болчихлоо, баталгаанд засуулж болох уу?'],
  ['Тэмүүжин', 'temuujin@example.mn', null, 'Хамтран ажиллах', 'Манай компани бараагаа танай сайтаар зарах хүсэлтэй байна.'],
];

export async function seedSuppliers(db: DbOrTx, websiteId: number, staffId: number): Promise<void> {
  const segments = await db.insert(schema.supplySegments).values(SEGMENTS.map(([code, en, mn], i) => ({ code, nameEn: en, nameMn: mn, position: i }))).returning({ id: schema.supplySegments.id });
  const types = await db.insert(schema.businessTypes).values(TYPES.map(([code, en, mn], i) => ({ code, nameEn: en, nameMn: mn, position: i }))).returning({ id: schema.businessTypes.id });
  for (const s of SUPPLIERS) {
    const [row] = await db.insert(schema.suppliers).values({
      name: s.name, registry: s.registry, businessTypeId: types[s.type]!.id, phone: s.phone, email: s.email, address: s.address, contacts: s.contacts,
      paymentTerms: s.terms, paymentDays: s.days, creditLimit: s.limit, leadDays: s.lead,
    }).returning({ id: schema.suppliers.id });
    await db.insert(schema.branches).values(s.branches.map(([name, segment, address]) => ({ supplierId: row!.id, name, segmentId: segments[segment]!.id, address, phone: s.phone })));
  }
  const now = Date.now();
  await db.insert(schema.contactForms).values(MESSAGES.map(([name, email, phone, subject, message], i) => ({
    websiteId, name, email, phone, subject, message, createdAt: new Date(now - (i + 1) * 5 * 3_600_000),
    readAt: i >= 3 ? new Date(now - i * 3_600_000) : null, ...(i === 5 && { state: 'closed', closedAt: new Date(now - 3_600_000), assigneeId: staffId }),
  })));
  await seedWarranties(db, staffId);
}

/** Warranties of the first completed orders' lines whose product names a period, as the desk made them. */
async function seedWarranties(db: DbOrTx, staffId: number): Promise<void> {
  const { lineItems, orders, variants, products, productProperties, properties } = schema;
  const lines = await db.select({
    id: lineItems.id, orderId: lineItems.orderId, vendorId: lineItems.vendorId, quantity: lineItems.quantity, sku: variants.sku,
    name: products.nameMn, nameEn: products.nameEn, period: productProperties.value, websiteId: orders.websiteId, customerName: orders.customerName,
    phone: orders.phone, email: orders.email, completedAt: orders.completedAt,
  }).from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(productProperties, eq(productProperties.productId, products.id))
    .innerJoin(properties, and(eq(properties.id, productProperties.propertyId), eq(properties.name, 'warranty')))
    .where(eq(orders.state, 'complete')).orderBy(lineItems.id).limit(24);
  // every other one, so the demo keeps lines still waiting for their warranty
  const chosen = lines.filter((_, i) => i % 2 === 0);
  if (!chosen.length) return;
  const rows = chosen.map((l) => {
    const months = periodOfProduct(l.period) ?? 12;
    const startsOn = ubToday(l.completedAt ?? new Date());
    return {
      orderId: l.orderId, lineItemId: l.id, vendorId: l.vendorId, websiteId: l.websiteId, customerName: l.customerName, phone: l.phone, email: l.email,
      sku: l.sku, productName: l.name || l.nameEn, quantity: l.quantity, periodMonths: months, startsOn, endsOn: addMonths(startsOn, months), createdById: staffId,
      number: `pending-${l.id}`,
    };
  });
  await db.insert(schema.warranties).values(rows);
  // numbers as warranty.from_line gives them: W and the id
  await db.update(schema.warranties).set({ number: sql`'W' || lpad(${schema.warranties.id}::text, 6, '0')` });
  const [first] = await db.select({ id: schema.warranties.id }).from(schema.warranties).orderBy(schema.warranties.id).limit(1);
  if (first) await db.insert(schema.warrantyClaims).values({ warrantyId: first.id, description: 'Асахгүй болсон', notes: 'Засварын төвд илгээсэн', state: 'in_repair', createdById: staffId });
}
