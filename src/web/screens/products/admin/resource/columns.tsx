import type { TFunction } from 'i18next';
import type { Column } from '../../../../kit/table/types.js';
import type { Badge, Brand, OptionType, OptionValue, Property, Prototype, StockLocation } from './resources.js';

const yesNo = (t: TFunction, v: boolean) => (v ? <span className="pa-yes" aria-label={t('kit.filters.yes')}>✓</span> : <span className="muted" aria-label={t('kit.filters.no')}>—</span>);

export const optionTypeColumns = (t: TFunction): Column<OptionType>[] => [
  { id: 'name', header: t('products_admin.fields.code_name'), primary: true, value: (r) => r.name },
  { id: 'presentation_en', header: t('products_admin.fields.presentation_en'), value: (r) => r.presentation_en },
  { id: 'presentation_mn', header: t('products_admin.fields.presentation_mn'), value: (r) => r.presentation_mn },
  { id: 'values', header: t('products_admin.option_values.count'), kind: 'number', value: (r) => r.option_values.length },
  { id: 'position', header: t('products_admin.fields.position'), kind: 'number', value: (r) => r.position },
];

export const optionValueColumns = (t: TFunction): Column<OptionValue>[] => [
  { id: 'name', header: t('products_admin.fields.code_name'), primary: true, value: (r) => r.name },
  { id: 'presentation_en', header: t('products_admin.fields.presentation_en'), value: (r) => r.presentation_en },
  { id: 'presentation_mn', header: t('products_admin.fields.presentation_mn'), value: (r) => r.presentation_mn },
  { id: 'option_type_id', header: t('products_admin.fields.option_type_id'), kind: 'number', value: (r) => r.option_type_id },
  { id: 'position', header: t('products_admin.fields.position'), kind: 'number', value: (r) => r.position },
];

export const propertyColumns = (t: TFunction): Column<Property>[] => [
  { id: 'name', header: t('products_admin.fields.code_name'), primary: true, value: (r) => r.name },
  { id: 'presentation_en', header: t('products_admin.fields.presentation_en'), value: (r) => r.presentation_en },
  { id: 'presentation_mn', header: t('products_admin.fields.presentation_mn'), value: (r) => r.presentation_mn },
];

export const prototypeColumns = (t: TFunction): Column<Prototype>[] => [
  { id: 'name', header: t('products_admin.fields.name'), primary: true, value: (r) => r.name },
  { id: 'option_types', header: t('products_admin.prototypes.option_types'), kind: 'number', value: (r) => r.option_type_ids.length },
  { id: 'properties', header: t('products_admin.prototypes.properties'), kind: 'number', value: (r) => r.property_ids.length },
];

export const badgeColumns = (t: TFunction): Column<Badge>[] => [
  { id: 'color', header: t('products_admin.fields.color'), width: '70px', cell: (r) => <span className="pa-swatch" style={{ background: r.color }} title={r.color} /> },
  { id: 'name', header: t('products_admin.fields.code_name'), primary: true, value: (r) => r.name },
  { id: 'name_en', header: t('products_admin.fields.name_en'), value: (r) => r.name_en },
  { id: 'name_mn', header: t('products_admin.fields.name_mn'), value: (r) => r.name_mn },
  { id: 'position', header: t('products_admin.fields.position'), kind: 'number', value: (r) => r.position },
];

export const brandColumns = (t: TFunction): Column<Brand>[] => [
  { id: 'name', header: t('products_admin.fields.name'), primary: true, value: (r) => r.name },
  { id: 'slug', header: t('products_admin.fields.slug'), value: (r) => r.slug },
  { id: 'products_count', header: t('products_admin.fields.products_count'), kind: 'number', value: (r) => r.products_count },
  { id: 'position', header: t('products_admin.fields.position'), kind: 'number', value: (r) => r.position },
];

export const stockLocationColumns = (t: TFunction): Column<StockLocation>[] => [
  { id: 'name', header: t('products_admin.fields.name'), primary: true, value: (r) => r.name },
  { id: 'code', header: t('products_admin.fields.code'), value: (r) => r.code },
  { id: 'phone', header: t('products_admin.fields.phone'), value: (r) => r.phone },
  { id: 'active', header: t('products_admin.fields.active'), width: '90px', cell: (r) => yesNo(t, r.active) },
  { id: 'is_default', header: t('products_admin.fields.is_default'), width: '110px', cell: (r) => yesNo(t, r.is_default) },
];
