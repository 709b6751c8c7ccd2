import { eq } from 'drizzle-orm';
import { storeCommands, type StoreJson } from '../../../shared/commands/merchant/stores.js';
import type { AuthedContext } from '../../commands/handler.js';
import { defineHandlers } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { ownVendor } from '../../resources/serve.js';

const { vendors, vendorStores } = schema;
type Changes = Partial<Omit<typeof vendorStores.$inferInsert, 'vendorId'>>;

/** The chosen vendor's storefront; a vendor nobody set one up for answers its empty one. */
async function storeOf(ctx: AuthedContext, vendorId: number): Promise<{ store: StoreJson }> {
  const [row] = await ctx.db.select({ v: vendors, s: vendorStores }).from(vendors).leftJoin(vendorStores, eq(vendorStores.vendorId, vendors.id))
    .where(eq(vendors.id, vendorId)).limit(1);
  if (!row) throw notFound();
  const s = row.s;
  return {
    store: {
      vendor_id: row.v.id, vendor_name: row.v.name, name_en: s?.nameEn ?? null, name_mn: s?.nameMn ?? null,
      category_types: (s?.categoryTypes ?? []) as StoreJson['category_types'], logo: row.v.logo, banner: s?.banner ?? null, cover: s?.cover ?? null,
      delivery_fee: s?.deliveryFee ?? 0, free_delivery_from: s?.freeDeliveryFrom ?? null, updated_at: s?.updatedAt.toISOString() ?? null,
    },
  };
}

/** Writes the changes to the vendor the call acts for (never one named in the body), making its row on the first. */
async function change(ctx: AuthedContext, changes: Changes) {
  const vendorId = ownVendor(ctx);
  await storeOf(ctx, vendorId);
  const set = { ...changes, updatedAt: new Date() };
  await ctx.db.insert(vendorStores).values({ vendorId, ...set }).onConflictDoUpdate({ target: vendorStores.vendorId, set });
  ctx.auditTarget = `vendor:${vendorId}`;
  return storeOf(ctx, vendorId);
}

export const storeHandlers = defineHandlers(storeCommands, {
  storeGet: (_input, ctx) => storeOf(ctx, ownVendor(ctx)),
  storeNames: ({ name_en, name_mn }, ctx) => change(ctx, { nameEn: name_en, nameMn: name_mn }),
  storeCategoryTypes: ({ category_types }, ctx) => change(ctx, { categoryTypes: [...new Set(category_types)] }),
  async storeImages({ logo, banner, cover }, ctx) {
    const blank = (v: string | null | undefined) => (v === '' ? null : v);
    // the logo is the vendor's own, as /merchant/infos shows it
    if (logo !== undefined) await ctx.db.update(vendors).set({ logo: blank(logo), updatedAt: new Date() }).where(eq(vendors.id, ownVendor(ctx)));
    return change(ctx, { ...(banner !== undefined && { banner: blank(banner) }), ...(cover !== undefined && { cover: blank(cover) }) });
  },
  storeUpdateFee: ({ delivery_fee, free_delivery_from }, ctx) => change(ctx, { deliveryFee: delivery_fee, ...(free_delivery_from !== undefined && { freeDeliveryFrom: free_delivery_from }) }),
});
