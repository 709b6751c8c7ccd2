import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CLAIM_MOVES, warrantyCommands, type ClaimState, type WarrantyJson } from '../../../shared/commands/warranties/index.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import { defineHandlers, type AuthedContext } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { conflict, notFound, unprocessable } from '../../errors.js';
import { addMonths, periodOfProduct, ubToday } from './period.js';

const { warranties, warrantyClaims, orders, lineItems, variants, products, vendors, websites, users, productProperties, properties } = schema;

/** A vendor-confined caller sees and makes only his vendors' warranties; any other is "not found". */
const inScope = (ctx: AuthedContext): SQL | undefined =>
  (ctx.scope.vendorIds === 'all' ? undefined : inArray(warranties.vendorId, ctx.scope.vendorIds));

const columns = {
  w: warranties, orderNumber: orders.number, vendorName: vendors.name,
  openClaims: sql<number>`(select count(*)::int from ${warrantyClaims} c where c.warranty_id = ${warranties.id} and c.state in ('open', 'in_repair'))`,
};
type Loaded = { w: typeof warranties.$inferSelect; orderNumber: string; vendorName: string | null; openClaims: number };

const selectWarranties = (ctx: AuthedContext) => ctx.db.select(columns).from(warranties)
  .innerJoin(orders, eq(orders.id, warranties.orderId))
  .leftJoin(vendors, eq(vendors.id, warranties.vendorId));

function toJson(r: Loaded, today: string): WarrantyJson {
  const { w } = r;
  return {
    id: w.id, number: w.number, order_number: r.orderNumber, line_item_id: w.lineItemId, vendor_id: w.vendorId, vendor_name: r.vendorName,
    customer_name: w.customerName, phone: w.phone, email: w.email, sku: w.sku, product_name: w.productName, product_info: w.productInfo,
    serial_number: w.serialNumber, quantity: w.quantity, period_months: w.periodMonths, starts_on: w.startsOn, ends_on: w.endsOn,
    status: w.endsOn < today ? 'expired' : 'active', open_claims: Number(r.openClaims), created_at: w.createdAt.toISOString(),
  };
}

async function loadOne(ctx: AuthedContext, id: number): Promise<WarrantyJson> {
  const [row] = await selectWarranties(ctx).where(and(eq(warranties.id, id), inScope(ctx))).limit(1);
  if (!row) throw notFound('No such warranty');
  return toJson(row, ubToday());
}

async function claimsOf(ctx: AuthedContext, warrantyId: number, claimId?: number) {
  const rows = await ctx.db.select({ c: warrantyClaims, by: users.email }).from(warrantyClaims)
    .leftJoin(users, eq(users.id, warrantyClaims.createdById))
    .where(and(eq(warrantyClaims.warrantyId, warrantyId), claimId === undefined ? undefined : eq(warrantyClaims.id, claimId)))
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id));
  return rows.map(({ c, by }) => ({
    id: c.id, state: c.state as ClaimState, description: c.description, notes: c.notes, created_by: by,
    created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString(), resolved_at: c.resolvedAt?.toISOString() ?? null,
  }));
}

/** The product and its options as the paper prints them, and the product's own period, of some lines. */
async function linesOf(ctx: AuthedContext, where: SQL) {
  return ctx.db.select({
    id: lineItems.id, orderId: lineItems.orderId, vendorId: lineItems.vendorId, quantity: lineItems.quantity, sku: variants.sku,
    nameMn: products.nameMn, nameEn: products.nameEn,
    info: sql<string>`coalesce((select string_agg(ot.presentation_mn || ': ' || ov.presentation_mn, ', ' order by ot.id)
      from variant_option_values vov join option_values ov on ov.id = vov.option_value_id join option_types ot on ot.id = ov.option_type_id
      where vov.variant_id = ${variants.id}), '')`,
    period: sql<string | null>`(select ${productProperties.value} from ${productProperties} join ${properties} on ${properties.id} = ${productProperties.propertyId}
      where ${productProperties.productId} = ${products.id} and ${properties.name} = 'warranty' limit 1)`,
    warrantyId: warranties.id, warrantyNumber: warranties.number,
  }).from(lineItems)
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(warranties, eq(warranties.lineItemId, lineItems.id))
    .where(where).orderBy(asc(lineItems.id));
}

const vendorLines = (ctx: AuthedContext) => (ctx.scope.vendorIds === 'all' ? undefined : inArray(lineItems.vendorId, ctx.scope.vendorIds));

export const warrantyHandlers = defineHandlers(warrantyCommands, {
  async list(input, ctx) {
    const text = input.query ? `%${likeEscape(input.query)}%` : null;
    const digits = input.query?.replace(/\D/g, '') ?? '';
    const where = and(
      inScope(ctx),
      ctx.scope.websiteId === null ? undefined : eq(warranties.websiteId, ctx.scope.websiteId),
      text ? or(ilike(warranties.number, text), ilike(warranties.sku, text), ilike(warranties.customerName, text),
        ...(digits.length >= 4 ? [ilike(warranties.phone, `%${digits}%`)] : []), ilike(orders.number, text)) : undefined,
      ransackWhere(input.q, {
        starts_on: { kind: 'date', column: warranties.startsOn }, ends_on: { kind: 'date', column: warranties.endsOn },
        vendor_id: { kind: 'number', column: warranties.vendorId },
      }),
    );
    const orderBy = typeof input.q?.s === 'string'
      ? ransackOrder(input.q, { starts_on: warranties.startsOn, ends_on: warranties.endsOn }, warranties.id)
      : [desc(warranties.id)];
    const [rows, [total]] = await Promise.all([
      selectWarranties(ctx).where(where).orderBy(...orderBy).limit(input.per_page).offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(warranties).innerJoin(orders, eq(orders.id, warranties.orderId)).where(where),
    ]);
    const today = ubToday();
    return { items: rows.map((r) => toJson(r, today)), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
  },

  async get({ id }, ctx) {
    const warranty = await loadOne(ctx, id);
    const [site] = await ctx.db.select({ name: websites.name }).from(warranties).leftJoin(websites, eq(websites.id, warranties.websiteId)).where(eq(warranties.id, id));
    return { warranty, claims: await claimsOf(ctx, id), shop: site?.name ?? '' };
  },

  async orderLines({ number }, ctx) {
    const normal = normalizeOrderNumber(number);
    const [order] = normal ? await ctx.db.select().from(orders).where(eq(orders.number, normal)).limit(1) : [];
    if (!order) throw notFound('No such order');
    const items = await linesOf(ctx, and(eq(lineItems.orderId, order.id), vendorLines(ctx))!);
    // an order without a line of the caller's vendors is none of his: as if it did not exist
    if (!items.length && ctx.scope.vendorIds !== 'all') throw notFound('No such order');
    return {
      order_number: order.number, customer_name: order.customerName, phone: order.phone, completed: order.state === 'complete',
      items: items.map((l) => ({
        id: l.id, sku: l.sku, name: l.nameMn || l.nameEn, info: l.info, quantity: l.quantity, period_months: periodOfProduct(l.period),
        warranty_id: l.warrantyId, warranty_number: l.warrantyNumber,
      })),
    };
  },

  async fromLine(input, ctx) {
    const [found] = await ctx.db.select({ orderId: lineItems.orderId }).from(lineItems).where(and(eq(lineItems.id, input.line_item_id), vendorLines(ctx)));
    if (!found) throw notFound('No such order line');
    // the order locked first: two desks making the same line's warranty at once wait for each other, the second is refused below
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [line] = await linesOf(ctx, eq(lineItems.id, input.line_item_id));
    if (order!.state !== 'complete') throw unprocessable('Only a completed order\'s lines get a warranty', { line_item_id: `the order is ${order!.state}` });
    if (line!.warrantyId) throw conflict(`This line already has warranty ${line!.warrantyNumber}`, { line_item_id: `already has ${line!.warrantyNumber}` });
    const period = input.period_months ?? periodOfProduct(line!.period);
    if (!period) throw unprocessable('The product names no warranty period: give one', { period_months: 'the product has none; give the months' });
    const startsOn = input.starts_on ?? ubToday(order!.completedAt ?? new Date());
    const result = await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('warranties', 'id'))::text as id`) as unknown as { rows: { id: string }[] };
    const id = Number(result.rows[0]!.id);
    await ctx.db.insert(warranties).values({
      id, number: `W${String(id).padStart(6, '0')}`, orderId: order!.id, lineItemId: line!.id, vendorId: line!.vendorId, websiteId: order!.websiteId,
      customerName: order!.customerName, phone: order!.phone, email: order!.email, sku: line!.sku, productName: line!.nameMn || line!.nameEn,
      productInfo: line!.info, serialNumber: input.serial_number ?? null, quantity: line!.quantity, periodMonths: period,
      startsOn, endsOn: addMonths(startsOn, period), createdById: ctx.principal.user.id,
    });
    ctx.auditTarget = `warranty:${id}`;
    return { warranty: await loadOne(ctx, id) };
  },

  async claimCreate({ id, description }, ctx) {
    await loadOne(ctx, id);
    const [row] = await ctx.db.insert(warrantyClaims).values({ warrantyId: id, description, createdById: ctx.principal.user.id }).returning({ id: warrantyClaims.id });
    ctx.auditTarget = `warranty:${id}`;
    return { claim: (await claimsOf(ctx, id, row!.id))[0]! };
  },

  async claimUpdate({ id, claim_id, state, notes }, ctx) {
    await loadOne(ctx, id);
    const [claim] = await ctx.db.select().from(warrantyClaims).where(and(eq(warrantyClaims.id, claim_id), eq(warrantyClaims.warrantyId, id))).for('update');
    if (!claim) throw notFound('No such claim');
    const from = claim.state as ClaimState;
    if (state && state !== from && !CLAIM_MOVES[from].includes(state)) {
      throw conflict(`A claim that is ${from} cannot become ${state}`, { state: `not from ${from}` });
    }
    const ends = state && state !== from && !CLAIM_MOVES[state].length;
    await ctx.db.update(warrantyClaims).set({
      ...(state && { state }), ...(notes !== undefined && { notes }), updatedAt: new Date(), ...(ends && { resolvedAt: new Date() }),
    }).where(eq(warrantyClaims.id, claim_id));
    ctx.auditTarget = `warranty:${id}`;
    return { claim: (await claimsOf(ctx, id, claim_id))[0]! };
  },
});
