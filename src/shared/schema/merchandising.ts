import { z } from 'zod';
import { zText } from './common.js';

export const listingSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string().nullable(),
  product_name_en: z.string(),
  product_name_mn: z.string(),
  product_sku: z.string(),
  sku: z.string(),
  price: z.number().int(),
  sale_price: z.number().int().nullable(),
  sale_start: z.string().nullable(),
  sale_expiry: z.string().nullable(),
  count_on_hand: z.number().int(),
  active: z.boolean(),
  approved: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const badgeFields = {
  name: z.string().trim().min(1).max(100).regex(/^[a-z0-9_-]+$/, 'may hold only a-z, 0-9, _ and -'),
  name_en: zText(100).min(1),
  name_mn: zText(100).min(1),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #d32f2f'),
  icon: zText(500).nullable(),
  position: z.coerce.number().int().min(0).max(1_000_000),
};
export const badgeSchema = z.object({
  id: z.number().int(), name: z.string(), name_en: z.string(), name_mn: z.string(), color: z.string(), icon: z.string().nullable(),
  position: z.number().int(),
});

export const RELATION_KINDS = ['related', 'accessory', 'similar'] as const;
export const relationSchema = z.object({
  related_id: z.number().int(), kind: z.enum(RELATION_KINDS), position: z.number().int(),
  sku: z.string(), name_en: z.string(), name_mn: z.string(), price: z.number().int(),
});

export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name_mn: z.string(),
  user_id: z.number().int().nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  state: z.enum(REVIEW_STATES),
  reject_reason: z.string().nullable(),
  moderated_by: z.number().int().nullable(),
  moderated_at: z.string().nullable(),
  created_at: z.string(),
});
