import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listInput, listOutput } from '../../schema/list.js';
import {
  couponCodeSchema, couponUseSchema, discountFields, discountSchema, DISCOUNT_STATES, zCouponCode,
} from '../../schema/promotion.js';
import { defineCommand } from '../define.js';
import { PROMOTIONS_READ, PROMOTIONS_WRITE } from './roles.js';

/**
 * Discounts (issue 16, §2 /promotions/discount, §7 promotions): written by hand rather than on the
 * resource kit, as a merchant reaches only his vendor's promotions and the rules hold together
 * (a percentage needs a percent, a product discount its products).
 */
const output = z.object({ discount: discountSchema });
const MONEY = ['amount', 'minimum_amount'] as const;

const REQUIRED = ['title', 'value_type'] as const;
const createInput = z.object({
  ...Object.fromEntries(Object.entries(discountFields).map(([k, v]) => [k, REQUIRED.includes(k as (typeof REQUIRED)[number]) ? v : v.optional()])) as {
    [K in keyof typeof discountFields]: K extends (typeof REQUIRED)[number] ? (typeof discountFields)[K] : z.ZodOptional<(typeof discountFields)[K]>
  },
  /** One code typed by a person; a batch is generated afterwards (coupon.generate). */
  code: zCouponCode.optional(),
});

export const discountList = defineCommand({
  id: 'discount.list', area: 'promotions', kind: 'query', roles: PROMOTIONS_READ,
  http: { method: 'GET', path: 'promotions' },
  input: listInput({
    filters: { title: 'text', vendor_id: 'number', used_count: 'number', created_at: 'date', starts_at: 'date', ends_at: 'date' },
    sorts: ['title', 'created_at', 'starts_at', 'ends_at', 'used_count'],
  }).extend({
    /** Title, description or one of its codes. */
    query: zText(100).optional(),
    state: z.enum(DISCOUNT_STATES).optional(),
    tag: zText(40).optional(),
  }),
  output: listOutput(discountSchema),
  ui: { title: 'commands.promotions.discount.list', keywords: ['discounts', 'promotions', 'coupons', 'хөнгөлөлт', 'урамшуулал'] },
  cli: { verb: ['promotions', 'list'], positionals: ['query'], columns: ['id', 'title', 'state', 'value_type', 'percent', 'amount', 'used_count', 'usage_limit', 'code'] },
});

export const discountGet = defineCommand({
  id: 'discount.get', area: 'promotions', kind: 'query', roles: PROMOTIONS_READ,
  http: { method: 'GET', path: 'promotions/:id' },
  input: z.object({ id: zId }),
  output,
  ui: { title: 'commands.promotions.discount.get', keywords: ['discount', 'promotion', 'хөнгөлөлт'] },
  cli: { verb: ['promotions', 'show'], positionals: ['id'] },
});

export const discountCreate = defineCommand({
  id: 'discount.create', area: 'promotions', kind: 'mutation', roles: PROMOTIONS_WRITE,
  http: { method: 'POST', path: 'promotions' },
  input: createInput,
  output,
  ui: { title: 'commands.promotions.discount.create', keywords: ['new discount', 'sale', 'coupon', 'хөнгөлөлт үүсгэх'] },
  cli: { verb: ['promotions', 'create'], positionals: ['title'] },
  money: MONEY,
});

export const discountUpdate = defineCommand({
  id: 'discount.update', area: 'promotions', kind: 'mutation', roles: PROMOTIONS_WRITE,
  http: { method: 'PUT', path: 'promotions/:id' },
  input: z.object({ id: zId, ...Object.fromEntries(Object.entries(discountFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof discountFields]: z.ZodOptional<(typeof discountFields)[K]> } }),
  output,
  ui: { title: 'commands.promotions.discount.update', keywords: ['edit discount', 'хөнгөлөлт засах'] },
  cli: { verb: ['promotions', 'update'], positionals: ['id'] },
  money: MONEY,
});

export const discountDelete = defineCommand({
  id: 'discount.delete', area: 'promotions', kind: 'mutation', roles: PROMOTIONS_WRITE, danger: true,
  http: { method: 'DELETE', path: 'promotions/:id' },
  input: z.object({ id: zId }),
  output: z.object({ id: z.number().int() }),
  ui: { title: 'commands.promotions.discount.delete', keywords: ['delete discount', 'хөнгөлөлт устгах'] },
  cli: { verb: ['promotions', 'delete'], positionals: ['id'] },
});

/** §7 promotions (tags): the tags in use, for the editor's suggestions and the list's filter. */
export const promotionTags = defineCommand({
  id: 'promotion.tags', area: 'promotions', kind: 'query', roles: PROMOTIONS_READ,
  http: { method: 'GET', path: 'promotions/tags' },
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) }),
  ui: { title: 'commands.promotions.promotion.tags', keywords: ['tags', 'шошго'] },
  cli: { verb: ['promotions', 'tags'] },
});

export const couponCodes = defineCommand({
  id: 'coupon.codes', area: 'promotions', kind: 'query', roles: PROMOTIONS_READ,
  http: { method: 'GET', path: 'promotions/:id/coupon_codes' },
  input: listInput({ filters: { code: 'text', used_count: 'number' }, sorts: ['code', 'used_count'], perPage: 40 }).extend({ id: zId }),
  output: listOutput(couponCodeSchema),
  ui: { title: 'commands.promotions.coupon.codes', keywords: ['coupon codes', 'codes', 'купон'] },
  cli: { verb: ['promotions', 'coupons', 'list'], positionals: ['id'], columns: ['code', 'used_count', 'created_at'] },
});

/**
 * A batch of unique codes as a `coupon_generate` job of the jobs centre (progress, cancel, resume):
 * prefix, then `length` characters of an alphabet without look-alikes (no 0/O, 1/I/L).
 */
export const couponGenerate = defineCommand({
  id: 'coupon.generate', area: 'promotions', kind: 'mutation', roles: PROMOTIONS_WRITE,
  http: { method: 'POST', path: 'promotions/:id/coupon_codes/generate' },
  input: z.object({
    id: zId,
    count: z.coerce.number().int().min(1).max(2_000_000),
    prefix: z.string().trim().max(20).regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, - and _ only').transform((s) => s.toUpperCase()).default(''),
    length: z.coerce.number().int().min(6).max(20).default(8),
  }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.promotions.coupon.generate', keywords: ['generate codes', 'batch', 'код үүсгэх'] },
  cli: { verb: ['promotions', 'coupons', 'generate'], positionals: ['id'] },
});

/** §7 promotions (coupon_code_report): every use of a code, with its order and what it gave. */
export const couponCodeReport = defineCommand({
  id: 'promotion.coupon_code_report', area: 'promotions', kind: 'query', roles: PROMOTIONS_READ,
  http: { method: 'GET', path: 'promotions/coupon_code_report' },
  input: listInput({ filters: { created_at: 'date' }, sorts: ['created_at'] }).extend({
    discount_id: zId.optional(),
    code: zText(40).optional(),
  }),
  output: listOutput(couponUseSchema),
  ui: { title: 'commands.promotions.promotion.coupon_code_report', keywords: ['coupon report', 'uses', 'купоны тайлан'] },
  cli: { verb: ['promotions', 'coupon-code-report'], columns: ['code', 'discount_title', 'order_number', 'customer_email', 'amount', 'created_at'] },
});

export const discountCommands = {
  discountList, discountGet, discountCreate, discountUpdate, discountDelete, promotionTags, couponCodes, couponGenerate, couponCodeReport,
};
