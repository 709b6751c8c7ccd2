import { zId } from '../../schema/common.js';
import {
  brandFields, brandSchema, optionTypeFields, optionTypeSchema, optionValueFields, optionValueSchema, propertyFields,
  propertySchema, prototypeFields, prototypeSchema, stockLocationFields, stockLocationSchema,
} from '../../schema/catalog.js';
import { resourceCommands } from './resource.js';
import { LOCATION_EDIT, SYSTEM_EDIT, SYSTEM_READ } from './roles.js';

export const brands = resourceCommands({
  name: 'brand', path: 'brands', cli: ['brands'], fields: brandFields, required: ['name'], item: brandSchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['brand', 'брэнд'],
});

export const optionTypes = resourceCommands({
  name: 'option_type', path: 'option_types', cli: ['option-types'], fields: optionTypeFields,
  required: ['name', 'presentation_en', 'presentation_mn'], item: optionTypeSchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['option', 'colour', 'size', 'сонголт'],
});

export const optionValues = resourceCommands({
  name: 'option_value', path: 'option_values', cli: ['option-values'], fields: { ...optionValueFields, option_type_id: zId },
  required: ['name', 'presentation_en', 'presentation_mn', 'option_type_id'], item: optionValueSchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['option value', 'утга'],
});

export const properties = resourceCommands({
  name: 'property', path: 'properties', cli: ['properties'], fields: propertyFields,
  required: ['name', 'presentation_en', 'presentation_mn'], item: propertySchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['property', 'attribute', 'шинж'],
});

export const prototypes = resourceCommands({
  name: 'prototype', path: 'prototypes', cli: ['prototypes'], fields: prototypeFields, required: ['name'], item: prototypeSchema,
  read: SYSTEM_READ, write: SYSTEM_EDIT, keywords: ['prototype', 'template', 'загвар'],
});

export const stockLocations = resourceCommands({
  name: 'stock_location', path: 'stock_locations', cli: ['stock-locations'], fields: stockLocationFields,
  required: ['name', 'code'], item: stockLocationSchema,
  read: SYSTEM_READ, write: LOCATION_EDIT, keywords: ['warehouse', 'stock location', 'агуулах'],
});

const flat = <P extends string, T extends Record<string, unknown>>(prefix: P, group: T) =>
  Object.fromEntries(Object.entries(group).map(([k, v]) => [`${prefix}_${k}`, v])) as { [K in keyof T as `${P}_${K & string}`]: T[K] };

/** Keyed `brand_list`, `brand_create`…, so handlers are keyed the same way. */
export const resourceCommandsAll = {
  ...flat('brand', brands),
  ...flat('option_type', optionTypes),
  ...flat('option_value', optionValues),
  ...flat('property', properties),
  ...flat('prototype', prototypes),
  ...flat('stock_location', stockLocations),
};
