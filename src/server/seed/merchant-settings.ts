import { UB_DISTRICTS } from '../../shared/schema/order.js';
import { schema, type DbOrTx } from '../db/index.js';
import { FIRST_NAMES, LAST_NAMES, mobileNumber, type random } from './names.js';

type Rnd = ReturnType<typeof random>;
const HOUR = 3_600_000;
const POSITIONS = ['Борлуулалтын менежер', 'Нягтлан бодогч', 'Агуулахын эрхлэгч', 'Гүйцэтгэх захирал'];

/** Each vendor's contract history and contact people, as /settings/contracts and /settings/contacts show them. */
export async function seedMerchantSettings(db: DbOrTx, rnd: Rnd, vendors: readonly { id: number; contractNumber: string | null; contractDate: string | null; commissionPercent: number; monthlyFee: number }[]) {
  await db.insert(schema.merchantContracts).values(vendors.flatMap((v, i) => {
    const signed = v.contractDate ?? '2025-01-10';
    return [
      { vendorId: v.id, number: `ГЭ-2024/${String(i + 1).padStart(3, '0')}`, kind: 'sale', signedOn: '2024-01-15', startsOn: '2024-02-01', endsOn: signed,
        commissionPercent: v.commissionPercent + 2.5, monthlyFee: v.monthlyFee, note: 'Өмнөх гэрээ, дууссан' },
      { vendorId: v.id, number: v.contractNumber ?? `ГЭ-2025/${i + 1}`, kind: i % 3 === 2 ? 'consignment' : 'sale', signedOn: signed, startsOn: signed, endsOn: null,
        commissionPercent: v.commissionPercent, monthlyFee: v.monthlyFee, documentUrl: `https://files.example.mn/contracts/${v.id}.pdf` },
    ];
  }));
  await db.insert(schema.merchantContacts).values(vendors.flatMap((v, i) => POSITIONS.slice(0, 2 + (i % 3)).map((position, k) => ({
    vendorId: v.id, name: `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`, position, phone: mobileNumber(rnd),
    email: k === 0 ? `sales@vendor${i + 1}.mn` : k === 1 ? `finance@vendor${i + 1}.mn` : null,
    note: k === 0 ? 'Захиалга, үнийн асуудлаар' : null,
  }))));
  // one or two stores each around the centre (no draw from rnd: the rest of the demo stays the same)
  await db.insert(schema.merchantStoreLocations).values(vendors.flatMap((v, i) => Array.from({ length: 1 + (i % 2) }, (_, k) => {
    const district = UB_DISTRICTS[(i * 2 + k * 5) % UB_DISTRICTS.length]!;
    return {
      vendorId: v.id, name: k === 0 ? 'Төв дэлгүүр' : `${district} салбар`, district, khoroo: 1 + ((i * 3 + k) % 20),
      address: `${3 + i}-р байр, ${1 + k} давхар`, phone: `7700${String(1000 + i * 10 + k)}`, hours: k === 0 ? '10:00-20:00' : '11:00-21:00',
      lat: 47.9186 + (i - 6) * 0.004 + k * 0.01, lng: 106.9177 + (i - 6) * 0.006 - k * 0.012,
    };
  })));
}

/** What the integrations and the mail provider recorded over the last days, for /system/sync_log and /system/bounces. */
export async function seedSystemLogs(db: DbOrTx, rnd: Rnd) {
  const now = Date.now();
  const kinds = [
    { integration: 'erp:Unitel ERP', direction: 'out', entity: 'order' },
    { integration: 'erp:Unitel ERP', direction: 'in', entity: 'stock' },
    { integration: 'posapi', direction: 'out', entity: 'ebarimt' },
    { integration: 'search-index', direction: 'out', entity: 'product' },
  ] as const;
  await db.insert(schema.syncLogs).values(Array.from({ length: 60 }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const failed = i % 9 === 4;
    const reference = kind.entity === 'order' || kind.entity === 'ebarimt' ? `R${String(100_200 + i * 7)}` : kind.entity === 'stock' ? `WH-${1 + (i % 3)}` : `SKU-${10_000 + i * 13}`;
    return {
      at: new Date(now - i * 2.5 * HOUR), ...kind, reference, status: failed ? 'failed' : 'ok',
      httpStatus: failed ? rnd.pick([500, 502, 504]) : 200, durationMs: rnd.int(40, failed ? 30_000 : 900),
      message: failed ? rnd.pick(['Timed out after 30 s', 'Bad gateway from the ERP', 'Service unavailable, retried']) : kind.direction === 'in' ? '12 stock rows read' : 'Accepted',
    };
  }));
  const reasons = [
    ['hard', '550 5.1.1 The email account does not exist'],
    ['soft', '452 4.2.2 Mailbox full'],
    ['hard', '550 5.4.1 Recipient domain not found'],
    ['complaint', 'Marked as spam by the recipient'],
  ] as const;
  await db.insert(schema.emailBounces).values(Array.from({ length: 24 }, (_, i) => {
    const [kind, reason] = reasons[i % reasons.length]!;
    return {
      at: new Date(now - i * 7 * HOUR), email: `customer${(i * 7) % 40 + 1}@${i % 4 === 2 ? 'mail.invalid' : 'example.mn'}`, kind, reason,
      subject: i % 2 ? 'Таны захиалга баталгаажлаа' : 'Долоо хоногийн хямдрал', source: i % 2 ? 'order_confirmation' : 'campaign',
    };
  }));
}
