import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ubDay } from '../../../shared/commands/fulfillment/labels.js';
import type { AddressHit, fulfillmentMapCommands, MapPoint, maps } from '../../../shared/commands/fulfillment/map.js';
import type { OutputOf } from '../../../shared/commands/define.js';
import { districtByName, khorooById, pointOf, UB_DISTRICT_DATA, UB_KHOROOS, type UbDistrict } from '../../../shared/geo/ub.js';
import { JsonText, type AuthedContext, type HandlersOf } from '../../commands/handler.js';
import { pageOf } from '../../commands/paging.js';
import { schema } from '../../db/index.js';
import { eachOrder } from '../orders/batch.js';
import { assignDriver } from '../orders/operations.js';
import { orderListScope } from '../orders/scope.js';
import { placed } from './labels.js';

const { orders, users } = schema;
/** A day's map holds this many points at most (the goal is 5,000 in under 100 ms). */
const MAX_POINTS = 20_000;
/** Past addresses are grouped from at most this many matching orders: a common word stays cheap. */
const ADDRESS_SCAN = 500;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameOf = (u: { firstName: string | null; lastName: string | null; email: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || '';

function districtHit(d: UbDistrict): AddressHit {
  const [s, w, n, e] = d.box;
  return { kind: 'district', label: d.name_mn, district: d.name_mn, khoroo: null, quarter_id: null, address: null, orders: null, lat: (s + n) / 2, lng: (w + e) / 2 };
}
const khorooHit = (k: (typeof UB_KHOROOS)[number]): AddressHit => ({
  kind: 'khoroo', label: `${k.district}, ${k.name_mn}`, district: k.district, khoroo: k.number, quarter_id: k.quarter_id, address: null, orders: null, lat: k.lat, lng: k.lng,
});

/** The words of a look-up: district names (Cyrillic or Latin, by prefix), a khoroo number (`5`, `5-р`), the rest as address text. */
function parse(query: string) {
  const districts: UbDistrict[] = [];
  let khoroo: number | null = null;
  const rest: string[] = [];
  for (const word of query.toLowerCase().split(/[\s,]+/).filter(Boolean)) {
    const d = word.length >= 3 ? UB_DISTRICT_DATA.filter((x) => x.name_mn.toLowerCase().startsWith(word) || x.name_en.toLowerCase().startsWith(word)) : [];
    const n = /^(\d{1,2})(-?р)?$/.exec(word);
    if (d.length) districts.push(...d.filter((x) => !districts.includes(x)));
    else if (n && khoroo === null && !rest.length) khoroo = Number(n[1]);
    else if (!['хороо', 'khoroo', 'дүүрэг', 'district'].includes(word)) rest.push(word);
  }
  return { districts, khoroo, words: rest.slice(0, 6) };
}

export const mapHandlers: HandlersOf<typeof fulfillmentMapCommands> = {
  async ubmapAddress({ query, quarter_id, limit }, ctx) {
    const { districts, khoroo, words } = parse(query);
    const quarter = quarter_id === undefined ? undefined : khorooById(quarter_id);
    const places: AddressHit[] = [];
    if (quarter) places.push(khorooHit(quarter));
    else {
      for (const d of districts) {
        if (khoroo !== null && khoroo <= d.khoroos) places.push(khorooHit(UB_KHOROOS.find((k) => k.quarter_id === d.id * 100 + khoroo)!));
        else places.push(districtHit(d));
      }
    }
    const items = places.slice(0, limit);
    // past orders' addresses: the words left over, a trigram search within the place named
    if (words.join('').length >= 2 && items.length < limit) {
      const district = quarter?.district ?? (districts.length === 1 ? districts[0]!.name_mn : undefined);
      const number = quarter?.number ?? (district ? khoroo ?? undefined : undefined);
      const matched = ctx.db.select({ district: orders.shipDistrict, khoroo: orders.shipKhoroo, address: orders.shipAddress, id: orders.id }).from(orders)
        // every word somewhere in the address, each served by the trigram index
        .where(and(...words.map((w) => sql`${orders.shipAddress} ilike ${likeOf(w)}`), district ? eq(orders.shipDistrict, district) : undefined,
          number !== undefined ? eq(orders.shipKhoroo, number) : undefined, orderListScope(ctx.scope)))
        .limit(ADDRESS_SCAN).as('m');
      const rows = await ctx.db.select({
        district: matched.district, khoroo: matched.khoroo, address: matched.address,
        n: sql<number>`count(*)`.mapWith(Number), id: sql<number>`min(${matched.id})`.mapWith(Number),
      }).from(matched).groupBy(matched.district, matched.khoroo, matched.address).orderBy(desc(sql`count(*)`), matched.address).limit(limit - items.length);
      for (const r of rows) {
        const [lat, lng] = pointOf(r.district, r.khoroo, r.id);
        items.push({
          kind: 'address', label: [r.district, r.khoroo ? `${r.khoroo}-р хороо` : null, r.address].filter(Boolean).join(', '),
          district: r.district, khoroo: r.khoroo, quarter_id: districtByName(r.district) && r.khoroo ? districtByName(r.district)!.id * 100 + r.khoroo : null,
          address: r.address, orders: r.n, lat, lng,
        });
      }
    }
    return { items };
  },

  async filterAddress({ district, khoroo, q, date_from, date_to, open, page, per_page }, ctx) {
    const from = date_from ? ubDay(date_from).from : undefined;
    const to = date_to ? ubDay(date_to).to : date_from ? ubDay(date_from).to : undefined;
    const where = and(placed, orderListScope(ctx.scope),
      district ? eq(orders.shipDistrict, district) : undefined, khoroo !== undefined ? eq(orders.shipKhoroo, khoroo) : undefined,
      q ? sql`${orders.shipAddress} ilike ${likeOf(q)}` : undefined,
      from ? gte(orders.completedAt, from) : undefined, to ? lt(orders.completedAt, to) : undefined,
      open ? sql`${orders.state} in ('complete', 'resumed') and ${orders.shipmentState} is distinct from 'shipped'` : undefined)!;
    const rows = await ctx.db.select({
      number: orders.number, state: orders.state, shipment_state: orders.shipmentState, driver_id: orders.driverId,
      receiver_name: sql<string | null>`coalesce(${orders.receiverName}, ${orders.customerName})`, receiver_phone: sql<string | null>`coalesce(${orders.receiverPhone}, ${orders.phone})`,
      ship_district: orders.shipDistrict, ship_khoroo: orders.shipKhoroo, ship_address: orders.shipAddress, completedAt: orders.completedAt, whenToShip: orders.whenToShip,
    }).from(orders).where(where).orderBy(desc(orders.completedAt), desc(orders.id)).limit(per_page + 1).offset((page - 1) * per_page);
    const counted = ctx.db.select({ one: sql`1` }).from(orders).where(where).limit(1001).as('c');
    const [n] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(counted);
    const paged = pageOf(rows, page, per_page, (n?.n ?? 0) > 1000 ? { total: 1000, capped: true } : { total: n?.n ?? 0, capped: false });
    return {
      ...paged, page, per_page,
      items: paged.items.map(({ completedAt, whenToShip, ...r }) => ({ ...r, completed_at: completedAt?.toISOString() ?? null, when_to_ship: whenToShip?.toISOString() ?? null })),
    };
  },

  /** One indexed read (when_to_ship, driver_taken_at, completed_at: a bitmap OR), the points placed in JS. */
  async maps({ date, driver }, ctx) {
    const { from, to, date: day } = ubDay(date);
    const onDay: SQL = or(
      and(gte(orders.whenToShip, from), lt(orders.whenToShip, to)),
      and(gte(orders.driverTakenAt, from), lt(orders.driverTakenAt, to)),
      and(sql`${orders.whenToShip} is null`, gte(orders.completedAt, from), lt(orders.completedAt, to)),
    )!;
    const rows = await ctx.db.select({
      id: orders.id, number: orders.number, shipmentState: orders.shipmentState, driverId: orders.driverId,
      district: orders.shipDistrict, khoroo: orders.shipKhoroo, total: orders.total,
    }).from(orders)
      .where(and(onDay, placed, sql`${orders.state} <> 'canceled'`, driver === undefined ? undefined : eq(orders.driverId, driver), orderListScope(ctx.scope)))
      .limit(MAX_POINTS + 1);
    // the points written as JSON text here, one string each: 5,000 objects made and serialised
    // again by the reply were most of this call's time and its collector's pauses (its p99)
    const shown = rows.slice(0, MAX_POINTS);
    const drivers = new Set<number>();
    const points = shown.map((r) => {
      const [lat, lng] = pointOf(r.district, r.khoroo, r.id);
      const status: MapPoint['status'] = r.shipmentState === 'shipped' ? 'delivered' : r.driverId !== null ? 'assigned' : 'unassigned';
      if (r.driverId !== null) drivers.add(r.driverId);
      return `{"number":${JSON.stringify(r.number)},"lat":${lat},"lng":${lng},"status":"${status}","driver_id":${r.driverId},"district":${JSON.stringify(r.district)},"khoroo":${r.khoroo},"total":${r.total}}`;
    });
    const ids = [...drivers];
    const named = ids.length ? await ctx.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids)) : [];
    const rest = JSON.stringify({
      date: day, truncated: rows.length > MAX_POINTS, tiles: ctx.services.config.mapTiles,
      drivers: named.map((u) => ({ id: u.id, name: nameOf(u) })).sort((a, b) => a.name.localeCompare(b.name)),
    });
    return new JsonText<OutputOf<typeof maps>>(`{"points":[${points.join(',')}],${rest.slice(1)}`);
  },

  assign({ numbers, driver_id }, ctx: AuthedContext) {
    return eachOrder(ctx, numbers, (c, o) => assignDriver(c, o, driver_id));
  },
};
