import { z } from 'zod';
import { zId, zText } from './common.js';
import { zCode } from '../resources/fields.js';
import { zSlug } from './product.js';

/** Reference data of the catalogue: brands, option types and values, properties, prototypes, taxons, stock locations. */

export const brandFields = {
  name: zText(100).min(1),
  slug: zSlug,
  description: zText(5000).nullable(),
  logo: zText(500).nullable(),
  position: z.coerce.number().int().min(0).max(1_000_000),
};
export const brandSchema = z.object({
  id: z.number().int(), name: z.string(), slug: z.string(), description: z.string().nullable(), logo: z.string().nullable(),
  position: z.number().int(), products_count: z.number().int(),
});

export const optionValueFields = {
  name: zCode,
  presentation_en: zText(100).min(1),
  presentation_mn: zText(100).min(1),
  position: z.coerce.number().int().min(0).max(1_000_000),
};
export const optionValueSchema = z.object({
  id: z.number().int(), option_type_id: z.number().int(), name: z.string(), presentation_en: z.string(),
  presentation_mn: z.string(), position: z.number().int(),
});
export const optionTypeFields = {
  name: zCode,
  presentation_en: zText(100).min(1),
  presentation_mn: zText(100).min(1),
  position: z.coerce.number().int().min(0).max(1_000_000),
};
export const optionTypeSchema = z.object({
  id: z.number().int(), name: z.string(), presentation_en: z.string(), presentation_mn: z.string(), position: z.number().int(),
  option_values: z.array(optionValueSchema),
});

export const propertyFields = {
  name: zCode,
  presentation_en: zText(100).min(1),
  presentation_mn: zText(100).min(1),
};
export const propertySchema = z.object({
  id: z.number().int(), name: z.string(), presentation_en: z.string(), presentation_mn: z.string(),
});

export const prototypeFields = {
  name: zText(100).min(1),
  option_type_ids: z.array(zId).max(20),
  property_ids: z.array(zId).max(100),
};
export const prototypeSchema = z.object({
  id: z.number().int(), name: z.string(), option_type_ids: z.array(z.number().int()), property_ids: z.array(z.number().int()),
});

export const taxonomyFields = {
  name_en: zText(100).min(1),
  name_mn: zText(100).min(1),
  position: z.coerce.number().int().min(0).max(1_000_000),
};

export const taxonFields = {
  name_en: zText(100).min(1),
  name_mn: zText(100).min(1),
  slug: zSlug,
  icon: zText(500).nullable(),
  banner_link: zText(500).nullable(),
  cover_image: zText(500).nullable(),
  meta_title: zText(255).nullable(),
  meta_description: zText(1000).nullable(),
  meta_keywords: zText(1000).nullable(),
  query_string: zText(1000).nullable(),
  hidden: z.boolean(),
};

export const taxonSchema = z.object({
  id: z.number().int(),
  taxonomy_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name_en: z.string(),
  name_mn: z.string(),
  slug: z.string(),
  permalink: z.string(),
  position: z.number().int(),
  depth: z.number().int(),
  icon: z.string().nullable(),
  banner_link: z.string().nullable(),
  cover_image: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  query_string: z.string().nullable(),
  hidden: z.boolean(),
});
export type Taxon = z.infer<typeof taxonSchema>;
export type TaxonNode = Taxon & { children: TaxonNode[] };
export const taxonNodeSchema: z.ZodType<TaxonNode> = taxonSchema.extend({
  children: z.lazy(() => z.array(taxonNodeSchema)),
});

export const taxonomySchema = z.object({
  id: z.number().int(), name_en: z.string(), name_mn: z.string(), position: z.number().int(), root_id: z.number().int().nullable(),
});

export const stockLocationFields = {
  name: zText(100).min(1),
  code: zCode,
  address: zText(500).nullable(),
  phone: zText(30).nullable(),
  active: z.boolean(),
  is_default: z.boolean(),
  backorderable_default: z.boolean(),
};
export const stockLocationSchema = z.object({
  id: z.number().int(), name: z.string(), code: z.string(), address: z.string().nullable(), phone: z.string().nullable(),
  active: z.boolean(), is_default: z.boolean(), backorderable_default: z.boolean(),
});
