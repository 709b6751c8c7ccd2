import { and, gte, lte, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { smsAudienceSchema } from '../../../shared/commands/marketing/sms.js';
import { nonGsm, normalisePhones, smsCost, smsCount } from '../../../shared/schema/sms.js';
import { schema, type Db } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { smsText } from '../../outbox/sms-text.js';
import { segmentWhere, type SegmentRule } from './push-segments.js';

const { orders, smsOptOuts, pushSegments, pushDevices, users, rfmCustomers } = schema;

type Audience = z.infer<typeof smsAudienceSchema>;

/** A list of 8-digit phones as a PostgreSQL array literal: digits only, so nothing to quote. */
export const phoneArray = (phones: readonly string[]) => `{${phones.join(',')}}`;

/** The text as it leaves: as written, or with Cyrillic written in Latin (as order SMS are) on request. */
export function textAsSent(text: string, transliterate: boolean): string {
  return transliterate ? smsText(text, Number.POSITIVE_INFINITY) : text.trim();
}

/** Phones of customers who ordered in a period, on a website, for at least an amount in all. */
async function filteredPhones(db: Db, filter: NonNullable<Audience['filter']>): Promise<string[]> {
  const phone = sql<string>`coalesce(nullif(trim(${orders.phone}), ''), nullif(trim(${orders.receiverPhone}), ''))`;
  const rows = await db.select({ phone }).from(orders)
    .where(and(
      isNotNull(orders.completedAt),
      filter.from ? gte(orders.createdAt, new Date(filter.from)) : undefined,
      filter.to ? lte(orders.createdAt, new Date(filter.to)) : undefined,
      filter.website_id ? eq(orders.websiteId, filter.website_id) : undefined,
      filter.vendor_id ? sql`exists (select 1 from order_vendors ov where ov.order_id = ${orders.id} and ov.vendor_id = ${filter.vendor_id})` : undefined,
    ))
    .groupBy(phone)
    .having(filter.spent_over ? sql`sum(${orders.total}) >= ${filter.spent_over}` : undefined);
  return rows.map((r) => r.phone).filter((p): p is string => !!p);
}

/** The phones of the users a push segment's subscribed devices are linked to (its rules, as a push reaches them). */
async function segmentPhones(db: Db, segmentId: number): Promise<string[]> {
  const [segment] = await db.select({ rules: pushSegments.rules }).from(pushSegments).where(eq(pushSegments.id, segmentId)).limit(1);
  if (!segment) throw badRequest({ 'audience.segment_id': 'no such segment' });
  const rows = await db.selectDistinct({ phone: users.mobile }).from(pushDevices).innerJoin(users, eq(users.id, pushDevices.userId))
    .where(and(segmentWhere(segment.rules as SegmentRule[]), isNotNull(users.mobile)));
  return rows.map((r) => r.phone).filter((p): p is string => !!p);
}

/** The phones of an RFM cell's customers on the website, as last scored (src/server/areas/marketing/rfm-refresh.ts). */
async function rfmPhones(db: Db, websiteId: number | null, cell: string): Promise<string[]> {
  if (!websiteId) throw badRequest({ 'audience.rfm_cell': 'choose a website: RFM cells are per website' });
  const rows = await db.select({ phone: rfmCustomers.phone }).from(rfmCustomers)
    .where(and(eq(rfmCustomers.websiteId, websiteId), eq(rfmCustomers.cell, cell), isNotNull(rfmCustomers.phone)));
  return rows.map((r) => r.phone).filter((p): p is string => !!p);
}

export interface Composed {
  body: string;
  phones: string[];
  preview: {
    text: string; characters: number; parts: number; latin: boolean; non_gsm: string[]; recipients: number;
    invalid: string[]; duplicates: string[]; opted_out: string[]; part_cost: number; cost: number;
  };
}

/** How many of the listed back phones an answer carries: enough to fix a file, not 80,000 lines. */
const LISTED = 200;

/**
 * The send as it would be: the text as it leaves with its parts, the recipients read from the
 * audience (normalised, invalid and duplicate ones listed back, opted-out ones taken out) and the
 * cost. Nothing is written.
 */
export async function compose(db: Db, input: { text: string; transliterate: boolean; audience: Audience }, partCost: number, websiteId: number | null = null): Promise<Composed> {
  const body = textAsSent(input.text, input.transliterate);
  const count = smsCount(body);
  const given = [
    ...(input.audience.phones ?? []),
    ...(input.audience.filter ? await filteredPhones(db, input.audience.filter) : []),
    ...(input.audience.segment_id ? await segmentPhones(db, input.audience.segment_id) : []),
    ...(input.audience.rfm_cell ? await rfmPhones(db, websiteId, input.audience.rfm_cell) : []),
  ];
  const { phones, invalid, duplicates } = normalisePhones(given);
  let optedOut: string[] = [];
  if (phones.length) {
    const rows = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts)
      .where(sql`${smsOptOuts.phone} = any(${phoneArray(phones)}::text[])`);
    optedOut = rows.map((r) => r.phone);
  }
  const out = new Set(optedOut);
  const kept = out.size ? phones.filter((p) => !out.has(p)) : phones;
  return {
    body,
    phones: kept,
    preview: {
      text: body, characters: count.characters, parts: count.parts, latin: count.latin, non_gsm: nonGsm(body),
      recipients: kept.length, invalid: invalid.slice(0, LISTED), duplicates: duplicates.slice(0, LISTED), opted_out: optedOut.slice(0, LISTED),
      part_cost: partCost, cost: smsCost(count.parts, kept.length, partCost),
    },
  };
}

/** A send is refused, naming the field, when its text is not Latin (§5) or nobody would get it. */
export function refuseUnsendable(composed: Composed): void {
  const { preview } = composed;
  if (!preview.latin) {
    throw badRequest({ text: `not in Latin letters: ${preview.non_gsm.join(' ')}; write Latin or transliterate` }, 'The SMS must be in Latin letters');
  }
  if (!preview.recipients) throw badRequest({ audience: 'no valid recipient: every phone is invalid, a duplicate or opted out' }, 'Nobody to send to');
}
