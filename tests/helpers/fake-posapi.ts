import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PosReceiptRequest } from '../../src/server/providers/posapi/protocol.js';

/**
 * A local stand-in for the PosAPI 3.0 service, speaking its protocol: `POST /rest/receipt`
 * checks a package the way PosAPI does (sums of items and sub-receipts, payments, B2C/B2B
 * fields, registered merchants) and answers an id, date, lottery and QR data; `DELETE
 * /rest/receipt` returns a receipt by id and date; `GET /rest/info` reports itself. Refusals are
 * PosAPI's `{ status: "ERROR", message }`.
 */
export interface FakePosApi {
  url: string;
  /** Every package received, in order. */
  received: PosReceiptRequest[];
  returned: { id: string; date: string }[];
  /** TINs the fake knows as its merchants; a package naming another is refused. */
  merchants: Set<string>;
  /** The next call answers this HTTP status and message instead (PosAPI down, or refusing). */
  failNext: { status: number; message: string } | null;
  close(): Promise<void>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

function check(p: PosReceiptRequest, merchants: Set<string>): string | null {
  if (!/^\d{4}$/.test(p.districtCode)) return 'districtCode буруу';
  if (!merchants.has(p.merchantTin)) return `Мерчант бүртгэлгүй: ${p.merchantTin}`;
  if (p.type === 'B2C_RECEIPT' && p.consumerNo && !/^\d{8}$/.test(p.consumerNo)) return 'consumerNo буруу';
  if (p.type === 'B2B_RECEIPT' && !p.customerTin) return 'customerTin хоосон';
  let total = 0, vat = 0, city = 0;
  for (const r of p.receipts) {
    if (!merchants.has(r.merchantTin)) return `Мерчант бүртгэлгүй: ${r.merchantTin}`;
    const items = r.items.reduce((s, i) => ({ t: s.t + i.totalAmount, v: s.v + i.totalVAT, c: s.c + i.totalCityTax }), { t: 0, v: 0, c: 0 });
    if (!close(items.t, r.totalAmount) || !close(items.v, r.totalVAT) || !close(items.c, r.totalCityTax)) return `Дэд баримтын дүн зөрүүтэй: ${r.merchantTin}`;
    for (const i of r.items) {
      // VAT_ABLE with city tax: vat = amount × 10/112 and city tax = amount × 2/112, to the möngö
      if (!close(i.totalVAT, round2((i.totalAmount * 10) / 112)) || !close(i.totalCityTax, round2((i.totalAmount * 2) / 112))) return `НӨАТ буруу: ${i.name}`;
    }
    total += r.totalAmount; vat += r.totalVAT; city += r.totalCityTax;
  }
  if (!close(total, p.totalAmount) || !close(vat, p.totalVAT) || !close(city, p.totalCityTax)) return 'Багц баримтын дүн зөрүүтэй';
  const paid = p.payments.reduce((s, x) => s + x.paidAmount, 0);
  if (!close(paid, p.totalAmount)) return 'Төлбөрийн дүн зөрүүтэй';
  return null;
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

export async function startFakePosApi(merchants: Iterable<string>): Promise<FakePosApi> {
  let seq = 0;
  const issued = new Map<string, string>();
  const fake: FakePosApi = {
    url: '', received: [], returned: [], merchants: new Set(merchants), failNext: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(json === null ? '' : JSON.stringify(json));
  };
  const server = createServer((req, res) => {
    void (async () => {
      if (fake.failNext) {
        const f = fake.failNext;
        fake.failNext = null;
        return send(res, f.status, { status: 'ERROR', message: f.message });
      }
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method === 'GET' && path === '/rest/info') {
        return send(res, 200, {
          operatorName: 'Туршилтын оператор', operatorTIN: [...fake.merchants][0] ?? null, posId: 1001, posNo: '10009335',
          lastSentDate: '2026-11-22 08:00:00', leftLotteries: 9000 - seq, appInfo: { version: '3.2.20' },
          merchants: [...fake.merchants].map((tin) => ({ tin, name: `Merchant ${tin}`, customers: [] })),
        });
      }
      if (req.method === 'POST' && path === '/rest/receipt') {
        const p = (await body(req)) as PosReceiptRequest;
        fake.received.push(p);
        const problem = check(p, fake.merchants);
        if (problem) return send(res, 200, { status: 'ERROR', message: problem });
        seq += 1;
        const id = `${'0'.repeat(23)}${String(seq).padStart(10, '0')}`;
        const date = `2026-11-22 ${String(9 + (seq % 10)).padStart(2, '0')}:15:30`;
        issued.set(id, date);
        return send(res, 200, {
          id, posId: 1001, status: 'SUCCESS', message: '', date, easy: p.consumerNo ? 'true' : 'false',
          lottery: p.type === 'B2C_RECEIPT' ? `AB ${String(12345678 + seq)}` : '', qrData: `QR${id}${seq}`,
          receipts: p.receipts.map((_, i) => ({ id: `${id.slice(0, 31)}${String(i + 1).padStart(2, '0')}`, bankAccountId: null })),
        });
      }
      if (req.method === 'DELETE' && path === '/rest/receipt') {
        const b = (await body(req)) as { id?: string; date?: string } | null;
        if (!b?.id || !issued.has(b.id)) return send(res, 400, { status: 'ERROR', message: 'Баримт олдсонгүй' });
        if (issued.get(b.id) !== b.date) return send(res, 400, { status: 'ERROR', message: 'Баримтын огноо таарахгүй байна' });
        issued.delete(b.id);
        fake.returned.push({ id: b.id, date: b.date! });
        return send(res, 200, null);
      }
      return send(res, 404, { status: 'ERROR', message: 'not found' });
    })().catch((e: unknown) => send(res, 500, { status: 'ERROR', message: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
