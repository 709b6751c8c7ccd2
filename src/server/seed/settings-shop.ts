import { schema, type DbOrTx } from '../db/index.js';

/** Demo message templates, payment methods and shipping: what a working shop sends, takes and charges, in English and Mongolian. */

const wrap = (body: string) => `<div style="font-family:Arial,sans-serif;font-size:14px;color:#1c2430">\n${body}\n<p style="color:#667085">{{shop.name}} · {{shop.phone}} · {{shop.url}}</p>\n</div>`;
const items = `<table>\n{{#each order.items}}\n  <tr><td>{{name}}</td><td>× {{quantity}}</td><td>{{price}}</td></tr>\n{{/each}}\n</table>`;

const EMAILS = [
  {
    code: 'order_confirmation', name: 'Захиалга баталгаажсан',
    subjectEn: 'Your order {{order.number}} is confirmed', subjectMn: 'Таны {{order.number}} захиалга баталгаажлаа',
    bodyEn: wrap(`<p>Hello {{customer.name}},</p>\n<p>Thank you for your order <b>{{order.number}}</b>. We are preparing it now.</p>\n${items}\n<p>Total: <b>{{order.total}}</b></p>\n<p>Delivery to: {{order.address}}</p>`),
    bodyMn: wrap(`<p>Сайн байна уу, {{customer.name}}</p>\n<p><b>{{order.number}}</b> дугаартай захиалга өгсөнд баярлалаа. Бид захиалгыг бэлтгэж байна.</p>\n${items}\n<p>Нийт дүн: <b>{{order.total}}</b></p>\n<p>Хүргэх хаяг: {{order.address}}</p>`),
  },
  {
    code: 'order_shipped', name: 'Захиалга хүргэлтэд гарсан',
    subjectEn: 'Your order {{order.number}} is on its way', subjectMn: 'Таны {{order.number}} захиалга хүргэлтэд гарлаа',
    bodyEn: wrap(`<p>Hello {{customer.name}},</p>\n<p>Your order <b>{{order.number}}</b> has left our warehouse.{{#if order.tracking}} Tracking number: <b>{{order.tracking}}</b>.{{/if}}</p>`),
    bodyMn: wrap(`<p>Сайн байна уу, {{customer.name}}</p>\n<p>Таны <b>{{order.number}}</b> захиалга агуулахаас гарлаа.{{#if order.tracking}} Илгээмжийн дугаар: <b>{{order.tracking}}</b>.{{/if}}</p>`),
  },
  {
    code: 'order_canceled', name: 'Захиалга цуцлагдсан',
    subjectEn: 'Your order {{order.number}} was canceled', subjectMn: 'Таны {{order.number}} захиалга цуцлагдлаа',
    bodyEn: wrap('<p>Hello {{customer.name}},</p>\n<p>Your order <b>{{order.number}}</b> was canceled. Any payment made will be returned within 3 working days.</p>'),
    bodyMn: wrap('<p>Сайн байна уу, {{customer.name}}</p>\n<p>Таны <b>{{order.number}}</b> захиалга цуцлагдлаа. Төлсөн төлбөрийг 3 ажлын өдөрт буцаан олгоно.</p>'),
  },
  {
    code: 'password_reset', name: 'Нууц үг сэргээх',
    subjectEn: 'Reset your {{shop.name}} password', subjectMn: '{{shop.name}} нууц үгээ сэргээх',
    bodyEn: wrap('<p>Hello {{customer.name}},</p>\n<p>Someone asked to reset your password. <a href="{{reset_url}}">Choose a new password</a> within an hour; if it was not you, ignore this email.</p>'),
    bodyMn: wrap('<p>Сайн байна уу, {{customer.name}}</p>\n<p>Таны нууц үгийг сэргээх хүсэлт ирлээ. Нэг цагийн дотор <a href="{{reset_url}}">шинэ нууц үг үүсгэнэ үү</a>. Хэрэв та биш бол энэ имэйлийг үл тооно уу.</p>'),
  },
  {
    code: 'payment_received', name: 'Төлбөр орсон',
    subjectEn: 'Payment for {{order.number}} received', subjectMn: '{{order.number}} захиалгын төлбөр орлоо',
    bodyEn: wrap('<p>Hello {{customer.name}},</p>\n<p>We received {{order.total}} for order <b>{{order.number}}</b>. Thank you!</p>'),
    bodyMn: wrap('<p>Сайн байна уу, {{customer.name}}</p>\n<p><b>{{order.number}}</b> захиалгын {{order.total}} төлбөр орлоо. Баярлалаа!</p>'),
  },
];

// §5: SMS in Latin letters; Mongolian ones are written as Mongolians text, in Latin transliteration
const SMS = [
  { code: 'order_confirmation', name: 'Захиалга баталгаажсан', bodyEn: '{{shop.name}}: order {{order.number}} confirmed, total {{order.total}}. Thank you!', bodyMn: '{{shop.name}}: tany {{order.number}} zakhialga batalgaajlaa, niit {{order.total}}. Bayarlalaa!' },
  { code: 'order_shipped', name: 'Захиалга хүргэлтэд гарсан', bodyEn: '{{shop.name}}: order {{order.number}} is on its way.{{#if order.tracking}} Tracking {{order.tracking}}.{{/if}}', bodyMn: '{{shop.name}}: tany {{order.number}} zakhialga khurgeltend garlaa.{{#if order.tracking}} Dugaar {{order.tracking}}.{{/if}}' },
  { code: 'order_canceled', name: 'Захиалга цуцлагдсан', bodyEn: '{{shop.name}}: order {{order.number}} was canceled. Questions: {{shop.phone}}', bodyMn: '{{shop.name}}: tany {{order.number}} zakhialga tsutslagdlaa. Lavlakh: {{shop.phone}}' },
  { code: 'password_reset', name: 'Нууц үг сэргээх код', bodyEn: '{{shop.name}}: your password reset code is {{code}}. It is valid for 10 minutes.', bodyMn: '{{shop.name}}: nuuts ug sergeekh kod {{code}}. 10 minutyn dotor ashiglana uu.' },
  { code: 'payment_due', name: 'Төлбөрийн сануулга', bodyEn: '{{shop.name}}: please pay {{order.total}} for order {{order.number}} by {{order.payment_due}}.', bodyMn: '{{shop.name}}: {{order.number}} zakhialgyn {{order.total}} tulburiig {{order.payment_due}}-nd amjuulj tulnu uu.' },
];

const PAYMENTS = [
  { code: 'cash', nameEn: 'Cash on delivery', nameMn: 'Бэлнээр, хүргэлтээр', provider: '', merchantId: '', position: 0 },
  { code: 'card', nameEn: 'Bank card', nameMn: 'Банкны карт', provider: 'Голомт банк', merchantId: 'SHOPMN0001', position: 1 },
  { code: 'qpay', nameEn: 'QPay', nameMn: 'QPay', provider: 'QPay', merchantId: 'SHOP_MN', position: 2 },
  { code: 'bank_transfer', nameEn: 'Bank transfer', nameMn: 'Дансаар шилжүүлэх', provider: 'Хаан банк', merchantId: '', position: 3 },
  { code: 'store_credit', nameEn: 'Store credit', nameMn: 'Дэлгүүрийн кредит', provider: '', merchantId: '', position: 4 },
];

const METHODS = [
  { code: 'courier', nameEn: 'Courier in Ulaanbaatar', nameMn: 'Улаанбаатар хот дотор хүргэлт', carrier: 'Shop.mn хүргэлт', deliveryDays: 1, position: 0 },
  { code: 'express', nameEn: 'Express, same day', nameMn: 'Шуурхай, тухайн өдөртөө', carrier: 'Shop.mn хүргэлт', deliveryDays: 0, position: 1 },
  { code: 'pickup', nameEn: 'Pick up at a store', nameMn: 'Дэлгүүрээс очиж авах', carrier: '', deliveryDays: 0, position: 2 },
  { code: 'post', nameEn: 'Post to the provinces', nameMn: 'Орон нутагт шуудангаар', carrier: 'Монгол Шуудан', deliveryDays: 5, position: 3 },
];
const CATEGORIES = [
  { code: 'parcel', nameEn: 'Small parcel', nameMn: 'Жижиг илгээмж', description: 'Up to 5 kg, fits a courier bag' },
  { code: 'bulky', nameEn: 'Bulky item', nameMn: 'Том оврын бараа', description: 'Furniture and large appliances, two people carry it' },
  { code: 'fragile', nameEn: 'Fragile', nameMn: 'Хагарах эд зүйл', description: 'Glass, screens, packed separately' },
];

/** Rates by district for the courier (₮5,000 in the centre, more outside), ₮0 pick-up, flat ₮15,000 post; bulky and fragile cost more. */
async function seedShipping(db: DbOrTx) {
  const methods = await db.insert(schema.shippingMethods).values(METHODS).returning();
  const categories = await db.insert(schema.shippingCategories).values(CATEGORIES).returning();
  const zoneRows = await db.select().from(schema.zones);
  const districts = zoneRows.filter((z) => z.kind === 'ub_district');
  const mongolia = zoneRows.find((z) => z.code === 'mn')!;
  const far = new Set(['nalaikh', 'baganuur', 'bagakhangai']);
  const extra = { parcel: 0, bulky: 15_000_00, fragile: 3_000_00 } as Record<string, number>;
  const rows = [];
  for (const c of categories) {
    for (const d of districts) {
      const base = far.has(d.code) ? 12_000_00 : 5_000_00;
      rows.push({ shippingMethodId: methods[0]!.id, zoneId: d.id, shippingCategoryId: c.id, amount: base + extra[c.code]!, freeOver: c.code === 'parcel' ? 100_000_00 : null, deliveryNote: 'Delivered 10:00–22:00' });
      if (c.code === 'parcel' && !far.has(d.code)) rows.push({ shippingMethodId: methods[1]!.id, zoneId: d.id, shippingCategoryId: c.id, amount: 10_000_00, freeOver: null, deliveryNote: 'Order before 14:00' });
    }
    rows.push({ shippingMethodId: methods[2]!.id, zoneId: mongolia.id, shippingCategoryId: c.id, amount: 0, freeOver: null, deliveryNote: 'Ready in 2 hours' });
    if (c.code !== 'bulky') rows.push({ shippingMethodId: methods[3]!.id, zoneId: mongolia.id, shippingCategoryId: c.id, amount: 15_000_00 + extra[c.code]!, freeOver: null, deliveryNote: '' });
  }
  await db.insert(schema.shippingRates).values(rows);
}

export async function seedSettingsShop(db: DbOrTx): Promise<void> {
  await db.insert(schema.emailTemplates).values(EMAILS);
  await db.insert(schema.smsTemplates).values(SMS);
  await db.insert(schema.paymentMethods).values(PAYMENTS);
  await seedShipping(db);
  await db.insert(schema.corporateAccounts).values([
    { bank: 'khan', accountNumber: '5012345678', accountName: 'Shop.mn LLC', currency: 'MNT', apiUsername: 'shopmn-api', apiSecret: 'demo-secret-khan' },
    { bank: 'golomt', accountNumber: '1105012345', accountName: 'Shop.mn LLC', currency: 'MNT', apiUsername: 'shopmn', apiSecret: 'demo-secret-golomt' },
    { bank: 'tdb', accountNumber: '499001234', accountName: 'Shop.mn LLC (USD)', currency: 'USD', apiUsername: '', apiSecret: '' },
  ]);
}
