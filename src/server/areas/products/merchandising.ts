import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { merchandisingCommands } from '../../../shared/commands/products/merchandising.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound, unprocessable } from '../../errors.js';
import { writeProductAudits } from './audit.js';
import { findProduct, liveProduct, productsInScope } from './scope.js';

const { badges, productBadges, productRelations, products, reviews } = schema;

async function relationList(ctx: AuthedContext, id: number) {
  const rows = await ctx.db.select({ r: productRelations, p: products }).from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.relatedId))
    .where(and(eq(productRelations.productId, id), liveProduct, productsInScope(ctx.scope)))
    .orderBy(asc(productRelations.kind), asc(productRelations.position));
  return rows.map(({ r, p }) => ({
    related_id: r.relatedId, kind: r.kind as 'related', position: r.position, sku: p.sku, name_en: p.nameEn, name_mn: p.nameMn, price: p.price,
  }));
}

async function reviewJson(ctx: AuthedContext, id: number) {
  const [row] = await ctx.db.select({ r: reviews, name: products.nameMn }).from(reviews).innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, id), productsInScope(ctx.scope)));
  if (!row) throw notFound('No such review');
  return toReview(row.r, row.name);
}

function toReview(r: typeof reviews.$inferSelect, productName: string) {
  return {
    id: r.id, product_id: r.productId, product_name_mn: productName, user_id: r.userId, author_name: r.authorName, rating: r.rating,
    title: r.title, body: r.body, state: r.state as 'pending', reject_reason: r.rejectReason, moderated_by: r.moderatedBy,
    moderated_at: r.moderatedAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
  };
}

async function moderate(ctx: AuthedContext, id: number, state: 'approved' | 'rejected', reason: string | null) {
  await reviewJson(ctx, id);
  await ctx.db.update(reviews).set({ state, rejectReason: reason, moderatedBy: ctx.principal.user.id, moderatedAt: new Date() }).where(eq(reviews.id, id));
  ctx.auditTarget = `review:${id}`;
  return { review: await reviewJson(ctx, id) };
}

export const merchandisingHandlers = {
  async setBadges({ id, badge_ids }, ctx) {
    await findProduct(ctx, id, true);
    const ids = [...new Set(badge_ids)];
    if (ids.length) {
      const found = await ctx.db.select({ id: badges.id }).from(badges).where(inArray(badges.id, ids));
      if (found.length !== ids.length) throw unprocessable('No such badge', { badge_ids: 'no such badge' });
    }
    const before = (await ctx.db.select({ id: productBadges.badgeId }).from(productBadges).where(eq(productBadges.productId, id))).map((b) => b.id).sort((a, b) => a - b);
    await ctx.db.delete(productBadges).where(eq(productBadges.productId, id));
    if (ids.length) await ctx.db.insert(productBadges).values(ids.map((badgeId) => ({ productId: id, badgeId })));
    const after = [...ids].sort((a, b) => a - b);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await writeProductAudits(ctx.db, ctx, 'product.badges_set', [{ productId: id, action: 'update', changes: { badge_ids: [before, after] } }]);
    }
    ctx.auditTarget = `product:${id}`;
    return { badge_ids: after };
  },

  async relations({ id }, ctx) {
    await findProduct(ctx, id);
    return { items: await relationList(ctx, id) };
  },

  async relationCreate({ id, related_id, kind }, ctx) {
    await findProduct(ctx, id, true);
    if (related_id === id) throw unprocessable('A product is not related to itself', { related_id: 'is this product' });
    await findProduct(ctx, related_id).catch(() => {
      throw unprocessable('No such product', { related_id: 'no such product' });
    });
    const [{ n }] = (await ctx.db.select({ n: count() }).from(productRelations).where(eq(productRelations.productId, id))) as [{ n: number }];
    await ctx.db.insert(productRelations).values({ productId: id, relatedId: related_id, kind, position: n }).onConflictDoNothing();
    ctx.auditTarget = `product:${id}`;
    return { items: await relationList(ctx, id) };
  },

  async relationDelete({ id, related_id, kind }, ctx) {
    await findProduct(ctx, id, true);
    await ctx.db.delete(productRelations).where(and(eq(productRelations.productId, id), eq(productRelations.relatedId, related_id), eq(productRelations.kind, kind)));
    ctx.auditTarget = `product:${id}`;
    return { items: await relationList(ctx, id) };
  },

  async reviewList({ state, product_id, rating, page, per_page }, ctx) {
    const where = and(
      state ? eq(reviews.state, state) : undefined, product_id ? eq(reviews.productId, product_id) : undefined,
      rating ? eq(reviews.rating, rating) : undefined, isNull(products.deletedAt), productsInScope(ctx.scope),
    );
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ r: reviews, name: products.nameMn }).from(reviews).innerJoin(products, eq(products.id, reviews.productId))
        .where(where).orderBy(desc(reviews.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
    ]);
    return { items: rows.map(({ r, name }) => toReview(r, name)), page, per_page, total: total?.n ?? 0 };
  },

  reviewApprove: ({ id }, ctx) => moderate(ctx, id, 'approved', null),
  reviewReject: ({ id, reason }, ctx) => moderate(ctx, id, 'rejected', reason ?? null),

  async reviewDelete({ id }, ctx) {
    await reviewJson(ctx, id);
    await ctx.db.delete(reviews).where(eq(reviews.id, id));
    ctx.auditTarget = `review:${id}`;
    return { deleted: true as const };
  },
} as HandlersOf<typeof merchandisingCommands>;
