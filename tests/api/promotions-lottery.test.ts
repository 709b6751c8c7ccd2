// §7 lottery_events (issue 23): a prize draw picks its winners among the orders its rules admit,
// from a recorded seed, so the draw re-runs to the same winners; each winner is told through the
// outbox once; a drawn event stays as it was drawn. Roles: [admin, promotions] run, marketing reads.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { lotteryDraw, lotteryEntrants, lotteryEvents, lotteryVerify, lotteryWinners } from '../../src/shared/commands/promotions/lottery.js';
import { drawWinners, entrantsHash } from '../../src/server/areas/promotions/draw.js';
import { rows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let adminToken: string;
const key = () => ({ idempotencyKey: crypto.randomUUID() });
const PERIOD = { starts_at: '2000-01-01T00:00:00Z', ends_at: '2100-01-01T00:00:00Z' };

beforeAll(async () => {
  server = await startServer();
  ({ api: admin, token: adminToken } = await server.login('admin@demo.mn'));
}, 180_000);
afterAll(async () => { await server?.close(); });

/** The orders the rules admit, computed here straight from the table. */
async function qualifying(minTotal: number | null, website: string | null): Promise<number[]> {
  const found = await rows<{ id: string }>(server, sql`
    select o.id from orders o left join websites w on w.id = o.website_id
    where o.completed_at is not null and o.state in ('complete', 'resumed') and o.payment_state = 'paid'
      ${minTotal !== null ? sql`and o.total >= ${minTotal}` : sql``} ${website ? sql`and w.index = ${website}` : sql``}
    order by o.id`);
  return found.map((r) => Number(r.id));
}

describe('the draw itself', () => {
  it('is a pure function of seed and entrants: same seed, same winners; no order twice; every entrant can win', () => {
    const pool = Array.from({ length: 50 }, (_, i) => 100 + i);
    expect(drawWinners('s', pool, 5)).toEqual(drawWinners('s', [...pool].reverse(), 5));
    expect(drawWinners('s', pool, 5)).not.toEqual(drawWinners('t', pool, 5));
    expect(new Set(drawWinners('s', pool, 50)).size).toBe(50);
    expect(drawWinners('s', [7, 8], 5)).toHaveLength(2);
    const firsts = new Set(Array.from({ length: 2000 }, (_, i) => drawWinners(`seed-${i}`, pool, 1)[0]));
    expect(firsts.size).toBe(50);
    expect(entrantsHash([3, 1, 2])).toBe(entrantsHash([1, 2, 3]));
  });
});

describe('lottery events', () => {
  it('draws among the qualifying orders with the given seed, notifies each winner once, and verifies', async () => {
    const minTotal = 5_000_000;
    const expected = await qualifying(minTotal, null);
    expect(expected.length).toBeGreaterThan(3);
    const { item } = await admin.call(lotteryEvents.create, {
      name: 'Шинэ жилийн сугалаа', description: 'Big orders of the year', ...PERIOD, website: null, min_total: minTotal, paid_only: true,
      prizes: [{ name: 'Phone', count: 1 }, { name: 'Voucher', count: 2 }],
    }, key());
    expect(item).toMatchObject({ state: 'open', seed: null, entrants_count: null });

    const before = await admin.call(lotteryEntrants, { id: item.id });
    expect(before.count).toBe(expected.length);

    const drawn = await admin.call(lotteryDraw, { id: item.id, seed: 'public-seed-2026' }, key());
    expect(drawn).toMatchObject({ seed: 'public-seed-2026', entrants_count: expected.length, entrants_hash: entrantsHash(expected) });
    const winnerIds = drawWinners('public-seed-2026', expected, 3);
    const numbers = await rows<{ id: string; number: string }>(server, sql`select id, number from orders where id in ${sql.raw(`(${winnerIds.join(',')})`)}`);
    const numberOf = new Map(numbers.map((n) => [Number(n.id), n.number]));
    expect(drawn.items.map((w) => [w.position, w.prize, w.order_number])).toEqual([
      [1, 'Phone', numberOf.get(winnerIds[0]!)], [2, 'Voucher', numberOf.get(winnerIds[1]!)], [3, 'Voucher', numberOf.get(winnerIds[2]!)],
    ]);
    for (const w of drawn.items) expect(w.order_total).toBeGreaterThanOrEqual(minTotal);

    // each winner's contacts got one message per channel, in Mongolian, naming the prize
    const sent = await rows<{ order_id: string; channel: string; body: string; subject: string | null }>(server,
      sql`select order_id, channel, body, subject from outbox where template = 'lottery_win' order by id`);
    const perOrder = new Map<number, string[]>();
    for (const m of sent) perOrder.set(Number(m.order_id), [...(perOrder.get(Number(m.order_id)) ?? []), m.channel]);
    expect([...perOrder.keys()].sort()).toEqual([...winnerIds].sort());
    for (const channels of perOrder.values()) expect(new Set(channels).size).toBe(channels.length);
    const phoneWinner = sent.find((m) => m.channel === 'sms' && Number(m.order_id) === winnerIds[0]);
    if (phoneWinner) expect(phoneWinner.body).toContain('Phone');
    const email = sent.find((m) => m.channel === 'email');
    if (email) expect(email.subject).toMatch(/хожлоо/);

    const record = (await admin.call(lotteryEvents.get, { id: item.id })).item;
    expect(record).toMatchObject({ state: 'drawn', seed: 'public-seed-2026', entrants_count: expected.length });
    const plain = (list: typeof drawn.items) => list.map(({ sms: _s, email: _e, ...w }) => w);
    const listed = (await admin.call(lotteryWinners, { id: item.id })).items;
    expect(plain(listed)).toEqual(plain(drawn.items));
    // the worker delivers them: each state is the outbox's, waiting or sent
    for (const w of listed) for (const state of [w.sms, w.email]) if (state) expect(['pending', 'sending', 'sent', 'failed']).toContain(state);
    const verified = await admin.call(lotteryVerify, { id: item.id });
    expect(verified).toMatchObject({ fair: true, hash_matches: true, entrants_count: expected.length });
    expect(verified.drawn).toEqual(verified.recorded);

    // once drawn: no second draw (no second message), no change, no delete
    const again = await expectApiError(admin.call(lotteryDraw, { id: item.id }, key()));
    expect(again).toMatchObject({ status: 409 });
    const mn = server.client({ token: adminToken, locale: 'mn' });
    expect((await expectApiError(mn.call(lotteryDraw, { id: item.id }, key()))).message).toContain('аль хэдийн татагдсан');
    expect((await expectApiError(admin.call(lotteryEvents.update, { id: item.id, name: 'Renamed' }, key()))).status).toBe(409);
    expect((await expectApiError(admin.call(lotteryEvents.delete, { id: item.id }, key()))).status).toBe(409);
    const [{ n }] = (await rows<{ n: number }>(server, sql`select count(*)::int as n from outbox where template = 'lottery_win'`)) as [{ n: number }];
    expect(n).toBe(sent.length);

    // a tampered record no longer verifies
    await server.app.services.database.db.execute(sql`update lottery_winners set order_id = ${expected.find((o) => !winnerIds.includes(o))!} where event_id = ${item.id} and position = 1`);
    expect(await admin.call(lotteryVerify, { id: item.id })).toMatchObject({ fair: false });
  });

  it('draws a random seed when none is given, keeps to the website, and refuses what cannot be drawn', async () => {
    const sashka = await qualifying(null, 'sashka');
    const { item } = await admin.call(lotteryEvents.create, { name: 'Sashka draw', ...PERIOD, website: 'sashka', paid_only: true, prizes: [{ name: 'Bag', count: 1 }] }, key());
    expect((await admin.call(lotteryEntrants, { id: item.id })).count).toBe(sashka.length);
    if (sashka.length) {
      const drawn = await admin.call(lotteryDraw, { id: item.id }, key());
      expect(drawn.seed).toMatch(/^[0-9a-f]{32}$/);
      expect(drawn.entrants_count).toBe(sashka.length);
    }

    expect((await expectApiError(admin.call(lotteryEvents.create, { name: 'Nowhere', ...PERIOD, website: 'no-such-site', prizes: [{ name: 'X', count: 1 }] }, key()))).fields).toHaveProperty('website');
    expect((await expectApiError(admin.call(lotteryEvents.create, { name: 'Backwards', starts_at: PERIOD.ends_at, ends_at: PERIOD.starts_at, prizes: [{ name: 'X', count: 1 }] }, key()))).fields).toHaveProperty('ends_at');
    const { item: empty } = await admin.call(lotteryEvents.create, { name: 'Past', starts_at: '1990-01-01T00:00:00Z', ends_at: '1990-02-01T00:00:00Z', prizes: [{ name: 'X', count: 1 }] }, key());
    expect((await expectApiError(admin.call(lotteryDraw, { id: empty.id }, key())))).toMatchObject({ status: 422 });
    expect((await expectApiError(admin.call(lotteryVerify, { id: empty.id })))).toMatchObject({ status: 409 });
    // an open event is changed and deleted as any resource
    await admin.call(lotteryEvents.update, { id: empty.id, name: 'Past (renamed)' }, key());
    await admin.call(lotteryEvents.delete, { id: empty.id }, key());
  });

  it('is run by admin and promotions, read by marketing, refused to everyone else', async () => {
    const { item } = await admin.call(lotteryEvents.create, { name: 'Roles', ...PERIOD, prizes: [{ name: 'X', count: 1 }] }, key());
    const marketing = (await server.login('marketing@demo.mn')).api;
    expect((await marketing.call(lotteryEvents.list, {})).items.some((e) => e.id === item.id)).toBe(true);
    await marketing.call(lotteryEntrants, { id: item.id });
    expect((await expectApiError(marketing.call(lotteryDraw, { id: item.id }, key()))).status).toBe(403);
    expect((await expectApiError(marketing.call(lotteryEvents.create, { name: 'M', ...PERIOD, prizes: [{ name: 'X', count: 1 }] }, key()))).status).toBe(403);
    // a promotions user (the demo has none: the support desk's user is given the role) runs a draw
    await server.app.services.database.db.execute(sql`update users set roles = array['promotions']::text[] where email = 'support@demo.mn'`);
    const promotions = (await server.login('support@demo.mn')).api;
    const { item: own } = await promotions.call(lotteryEvents.create, { name: 'Promotions own', ...PERIOD, prizes: [{ name: 'X', count: 1 }] }, key());
    expect((await promotions.call(lotteryDraw, { id: own.id, seed: 'p' }, key())).items).toHaveLength(1);
    for (const email of ['merchant@demo.mn', 'orders@demo.mn', 'report@demo.mn']) {
      const other = (await server.login(email)).api;
      expect((await expectApiError(other.call(lotteryEvents.list, {}))).status).toBe(403);
      expect((await expectApiError(other.call(lotteryWinners, { id: item.id }))).status).toBe(403);
      expect((await expectApiError(other.call(lotteryDraw, { id: item.id }, key()))).status).toBe(403);
    }
  });
});
