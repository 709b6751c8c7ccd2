import { zId } from '../../schema/common.js';
import {
  brandFields, brandSchema, optionTypeFields, optionTypeSchema, optionValueFields, optionValueSchema, propertyFields,
  propertySchema, prototypeFields, prototypeSchema, stockLocationFields, stockLocationSchema,
} from '../../schema/catalog.js';
import { defineResource } from '../../resources/define.js';
import { badges } from './merchandising.js';
import { LOCATION_EDIT, SYSTEM_EDIT, SYSTEM_READ } from './roles.js';

/** The catalogue's plain resources on the resource kit (src/shared/resources); their labels are the Products admin ones. */
const i18n = { fields: 'products_admin.fields' } as const;
/** Option types, values and properties have a code name beside what shoppers see in each language. */
const coded = { fields: 'products_admin.fields', labels: { name: 'products_admin.fields.code_name' } } as const;
const shown = { en: 'presentation_en', mn: 'presentation_mn' } as const;

export const brands = defineResource({
  area: 'products', name: 'brand', path: 'brands', cli: ['brands'], fields: brandFields, required: ['name'], unique: ['slug'], item: brandSchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['brand', 'брэнд'], i18n, title: 'name',
  list: { columns: ['name', 'slug', 'products_count', 'position'], search: ['name', 'slug'], sorts: ['name', 'position'], order: ['position', 'name'] },
  routes: [{ list: 'settings.brands', detail: 'settings.brand' }, { list: 'system.brands', detail: 'system.brand' }],
});

export const optionTypes = defineResource({
  area: 'products', name: 'option_type', path: 'option_types', cli: ['option-types'], fields: optionTypeFields,
  required: ['name', 'presentation_en', 'presentation_mn'], unique: ['name'], item: optionTypeSchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['option', 'colour', 'size', 'сонголт'], i18n: coded, title: shown,
  list: {
    columns: ['name', 'presentation_en', 'presentation_mn', { field: 'option_values', kind: 'count', label: 'products_admin.option_values.count' }, 'position'],
    search: ['name', 'presentation_en', 'presentation_mn'], sorts: ['name', 'position'], order: ['position'],
  },
  routes: [{ list: 'products.option_types', detail: 'products.option_type' }],
});

export const optionValues = defineResource({
  area: 'products', name: 'option_value', path: 'option_values', cli: ['option-values'], fields: { option_type_id: zId, ...optionValueFields },
  required: ['name', 'presentation_en', 'presentation_mn', 'option_type_id'], unique: ['name'], item: optionValueSchema,
  parent: { resource: 'option_type', field: 'option_type_id' },
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['option value', 'утга'], i18n: coded, title: shown,
  list: {
    columns: ['name', 'presentation_en', 'presentation_mn', 'option_type_id', 'position'],
    search: ['name', 'presentation_en', 'presentation_mn'], sorts: ['name', 'position'], order: ['option_type_id', 'position'],
  },
  routes: [{ list: 'products.option_values', detail: 'products.option_value' }],
});

export const properties = defineResource({
  area: 'products', name: 'property', path: 'properties', cli: ['properties'], fields: propertyFields,
  required: ['name', 'presentation_en', 'presentation_mn'], unique: ['name'], item: propertySchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['property', 'attribute', 'шинж'], i18n: coded, title: shown,
  list: { columns: ['name', 'presentation_en', 'presentation_mn'], search: ['name', 'presentation_en', 'presentation_mn'], sorts: ['name'], order: ['name'] },
  routes: [{ list: 'products.properties' }],
});

export const prototypes = defineResource({
  area: 'products', name: 'prototype', path: 'prototypes', cli: ['prototypes'], fields: prototypeFields, required: ['name'], unique: ['name'],
  item: prototypeSchema, read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['prototype', 'template', 'загвар'], title: 'name',
  i18n: { fields: 'products_admin.fields', labels: { option_type_ids: 'products_admin.prototypes.option_types', property_ids: 'products_admin.prototypes.properties' } },
  list: { columns: ['name', 'option_type_ids', 'property_ids'], search: ['name'], sorts: ['name'], order: ['name'] },
  // the option types and properties are ticked under the form (PrototypeLinks)
  form: ['name'],
  // a shirt's prototype is the start of a jacket's: the copy keeps its option types and properties
  clone: true,
  routes: [{ list: 'products.prototypes' }],
});

export const stockLocations = defineResource({
  area: 'products', name: 'stock_location', path: 'stock_locations', cli: ['stock-locations'], fields: stockLocationFields,
  required: ['name', 'code'], unique: ['code'], item: stockLocationSchema,
  read: SYSTEM_READ, write: LOCATION_EDIT, keywords: ['warehouse', 'stock location', 'агуулах'], i18n, title: 'name',
  list: { columns: ['name', 'code', 'phone', 'active', 'is_default'], search: ['name', 'code'], filters: { active: 'bool' }, sorts: ['name', 'code'] },
  defaults: { active: true, is_default: false, backorderable_default: false },
  routes: [{ list: 'settings.stock_locations', detail: 'settings.stock_location' }],
});

/** The products area's resources, in the kit's registry (src/shared/resources/registry.ts). */
export const productResources = [brands, optionTypes, optionValues, properties, prototypes, stockLocations, badges] as const;
