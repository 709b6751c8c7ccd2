import { badges } from '../../../../../shared/commands/products/merchandising.js';
import { brands, optionTypes, optionValues, properties, prototypes, stockLocations } from '../../../../../shared/commands/products/resources.js';
import type { z } from 'zod';
import type { brandSchema, optionTypeSchema, optionValueSchema, propertySchema, prototypeSchema, stockLocationSchema } from '../../../../../shared/schema/catalog.js';
import type { badgeSchema } from '../../../../../shared/schema/merchandising.js';
import { badgeColumns, brandColumns, optionTypeColumns, optionValueColumns, propertyColumns, prototypeColumns, stockLocationColumns } from './columns.js';
import { OptionTypeValues } from './OptionTypeValues.js';
import { PrototypeLinks } from './PrototypeLinks.js';
import type { ResourceConfig } from './types.js';

export type OptionType = z.infer<typeof optionTypeSchema>;
export type OptionValue = z.infer<typeof optionValueSchema>;
export type Property = z.infer<typeof propertySchema>;
export type Prototype = z.infer<typeof prototypeSchema>;
export type Badge = z.infer<typeof badgeSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type StockLocation = z.infer<typeof stockLocationSchema>;

const presentationLabels = (t: (k: string) => string) => ({
  name: t('products_admin.fields.code_name'),
  presentation_en: t('products_admin.fields.presentation_en'),
  presentation_mn: t('products_admin.fields.presentation_mn'),
  position: t('products_admin.fields.position'),
});

/** The declarations of the plain resources; each route's screen is `<ResourceScreen config=… />`. */
export const OPTION_TYPES: ResourceConfig<OptionType> = {
  name: 'option_type', commands: optionTypes, basePath: '/products/option_types', routedDetail: true,
  title: 'nav.routes.products_option_types', columns: optionTypeColumns, itemLabel: (r, lang) => (lang === 'mn' ? r.presentation_mn : r.presentation_en) || r.name,
  formFields: ['name', 'presentation_en', 'presentation_mn', 'position'], labels: presentationLabels, extra: OptionTypeValues,
};

export const OPTION_VALUES: ResourceConfig<OptionValue> = {
  name: 'option_value', commands: optionValues, basePath: '/products/option_values', routedDetail: true,
  title: 'nav.routes.products_option_values', columns: optionValueColumns, itemLabel: (r, lang) => (lang === 'mn' ? r.presentation_mn : r.presentation_en) || r.name,
  formFields: ['option_type_id', 'name', 'presentation_en', 'presentation_mn', 'position'],
  labels: (t) => ({ ...presentationLabels(t), option_type_id: t('products_admin.fields.option_type_id') }),
};

export const PROPERTIES: ResourceConfig<Property> = {
  name: 'property', commands: properties, basePath: '/products/properties', routedDetail: false,
  title: 'nav.routes.products_properties', columns: propertyColumns, itemLabel: (r, lang) => (lang === 'mn' ? r.presentation_mn : r.presentation_en) || r.name,
  formFields: ['name', 'presentation_en', 'presentation_mn'], labels: presentationLabels,
};

export const PROTOTYPES: ResourceConfig<Prototype> = {
  name: 'prototype', commands: prototypes, basePath: '/products/prototypes', routedDetail: true,
  title: 'nav.routes.products_prototypes', columns: prototypeColumns, itemLabel: (r) => r.name,
  formFields: ['name'], labels: (t) => ({ name: t('products_admin.fields.name') }), extra: PrototypeLinks,
};

export const BADGES: ResourceConfig<Badge> = {
  name: 'badge', commands: badges, basePath: '/products/badges', routedDetail: false,
  title: 'nav.routes.products_badges', columns: badgeColumns, itemLabel: (r, lang) => (lang === 'mn' ? r.name_mn : r.name_en) || r.name,
  formFields: ['name', 'name_en', 'name_mn', 'color', 'icon', 'position'], createDefaults: { color: '#d32f2f', position: 0 },
  labels: (t) => ({
    name: t('products_admin.fields.code_name'), name_en: t('products_admin.fields.name_en'), name_mn: t('products_admin.fields.name_mn'),
    color: t('products_admin.fields.color'), icon: t('products_admin.fields.icon'), position: t('products_admin.fields.position'),
  }),
};

export const BRANDS = (basePath: string, title: string): ResourceConfig<Brand> => ({
  name: 'brand', commands: brands, basePath, routedDetail: true, title, columns: brandColumns, itemLabel: (r) => r.name,
  formFields: ['name', 'slug', 'description', 'logo', 'position'],
  labels: (t) => ({
    name: t('products_admin.fields.name'), slug: t('products_admin.fields.slug'), description: t('products_admin.fields.description'),
    logo: t('products_admin.fields.logo'), position: t('products_admin.fields.position'),
  }),
});

export const STOCK_LOCATIONS: ResourceConfig<StockLocation> = {
  name: 'stock_location', commands: stockLocations, basePath: '/settings/stock_locations', routedDetail: true,
  title: 'nav.routes.settings_stock_locations', columns: stockLocationColumns, itemLabel: (r) => r.name,
  formFields: ['name', 'code', 'address', 'phone', 'active', 'is_default', 'backorderable_default'],
  createDefaults: { active: true, is_default: false, backorderable_default: false },
  labels: (t) => ({
    name: t('products_admin.fields.name'), code: t('products_admin.fields.code'), address: t('products_admin.fields.address'),
    phone: t('products_admin.fields.phone'), active: t('products_admin.fields.active'), is_default: t('products_admin.fields.is_default'),
    backorderable_default: t('products_admin.fields.backorderable_default'),
  }),
};
