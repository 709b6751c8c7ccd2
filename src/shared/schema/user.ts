import { z } from 'zod';
import { zDate, zEmail, zLocale, zMobile, zRegisterNumber, zText } from './common.js';
import { memberVendorSchema, memberWebsiteSchema, zRole, zRoles } from './tenancy.js';

export const GENDERS = ['male', 'female', 'other'] as const;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  family_name: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable(),
  mobile: z.string().nullable(),
  register_number: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  mobile_confirmed_at: z.string().nullable(),
  avatar: z.string().nullable(),
  locale: zLocale,
  roles: z.array(zRole),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user with what he belongs to (`GET users/me`). */
export const meSchema = userSchema.extend({
  websites: z.array(memberWebsiteSchema),
  vendors: z.array(memberVendorSchema),
});
export type Me = z.infer<typeof meSchema>;

/** A user seen by staff: memberships and money figures added. */
export const userDetailSchema = userSchema.extend({
  websites: z.array(memberWebsiteSchema),
  vendors: z.array(memberVendorSchema),
  store_credit: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const nullableText = (max = 100) => zText(max).nullable().optional();

/** Fields staff may set on a user; every one optional on update. */
export const userFieldsSchema = z.object({
  email: zEmail,
  first_name: nullableText(),
  last_name: nullableText(),
  family_name: nullableText(),
  gender: z.enum(GENDERS).nullable().optional(),
  birthday: zDate.nullable().optional(),
  mobile: zMobile.nullable().optional(),
  register_number: zRegisterNumber.nullable().optional(),
  locale: zLocale.optional(),
  roles: zRoles.optional(),
});

export const zPassword = z.string().min(8, 'must be at least 8 characters').max(200);

export const membershipsInput = {
  websites: z.array(z.object({ website_id: z.coerce.number().int().positive(), roles: zRoles })).max(1000).optional(),
  vendors: z.array(z.object({ vendor_id: z.coerce.number().int().positive(), roles: zRoles })).max(10000).optional(),
};

export const settingsSchema = z.object({
  language: zLocale,
  notifications: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    push: z.boolean(),
    sound: z.boolean(),
  }),
  other: z.object({
    theme: z.enum(['light', 'dark', 'system']),
    page_size: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]),
    dense: z.boolean(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  notifications: { email: true, sms: false, push: true, sound: false },
  other: { theme: 'system', page_size: 10, dense: true },
};

export const STORE_CREDIT_CATEGORIES = ['refund', 'compensation', 'gift', 'promotion', 'correction'] as const;

export const storeCreditSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  category: z.enum(STORE_CREDIT_CATEGORIES),
  memo: z.string().nullable(),
  author: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  created_at: z.string(),
});
