import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { codedListFields, codedListItem } from '../../resources/fields.js';
import type { RouteId } from '../../roles/routes.js';
import { zEmail, zMoney, zText } from '../../schema/common.js';

/** §2: the Suppliers screens are the purchasing team's (`supplier`); admin holds everything anyway. */
export const SUPPLIER = ['admin', 'supplier'] as const;
export const PAYMENT_TERMS = ['prepaid', 'on_delivery', 'net'] as const;
const optionalText = (max: number) => zText(max).nullable();

function supplierList(name: string, path: string, route: RouteId, keywords: string[]) {
  return defineResource({
    area: 'suppliers', name, path, cli: [path.replace(/_/g, '-')], fields: codedListFields,
    required: ['code', 'name_en', 'name_mn'], unique: ['code'], item: codedListItem, read: SUPPLIER, write: SUPPLIER, keywords,
    list: {
      columns: [{ field: 'name_en', mn: 'name_mn', label: 'suppliers_ui.fields.name' }, 'code', 'active', 'position'], search: ['code', 'name_en', 'name_mn'],
      filters: { active: 'bool' }, sorts: ['code', 'name_en', 'position'], order: ['position'],
    },
    title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'suppliers_ui.fields' }, defaults: { active: true, position: 0 },
    positions: true, audits: true, routes: [{ list: route }],
  });
}

/** Supply segments (§7 supply_segments): what a branch supplies (fresh food, electronics…); `branch.apply_segment` sets one on many branches. */
export const supplySegments = supplierList('supply_segment', 'supply_segments', 'suppliers.segments',
  ['supply segment', 'segment', 'нийлүүлэлтийн сегмент', 'сегмент']);

/** Business types (§7 business_types): what kind of company a supplier is (manufacturer, importer, wholesaler…). */
export const businessTypes = supplierList('business_type', 'business_types', 'suppliers.business_types',
  ['business type', 'company type', 'бизнесийн төрөл']);

const contact = z.object({
  name: zText(200).min(1), job_title: zText(100).nullable().optional(), phone: zText(50).nullable().optional(), email: zEmail.nullable().optional(),
});

/**
 * The shop's suppliers (§2 /supplier): who they are, the people to call and the terms agreed —
 * how and when they are paid, the credit they allow, how long goods take to come.
 */
export const suppliers = defineResource({
  area: 'suppliers', name: 'supplier', path: 'suppliers', cli: ['suppliers'],
  fields: {
    name: zText(200).min(1),
    registry: z.string().trim().regex(/^\d{7}$/, 'seven digits').nullable(),
    business_type_id: z.coerce.number().int().positive().nullable(),
    phone: optionalText(50),
    email: zEmail.nullable(),
    address: optionalText(500),
    contacts: z.array(contact).max(20),
    payment_terms: z.enum(PAYMENT_TERMS),
    payment_days: z.coerce.number().int().min(0).max(365),
    /** möngö; the form takes ₮ */
    credit_limit: zMoney.min(0).nullable(),
    lead_days: z.coerce.number().int().min(0).max(365),
    contract_number: optionalText(50),
    note: optionalText(2000),
    active: z.boolean(),
  },
  required: ['name', 'payment_terms'], unique: ['name'], money: ['credit_limit'],
  item: z.object({
    id: z.number().int(), name: z.string(), registry: z.string().nullable(), business_type_id: z.number().int().nullable(),
    phone: z.string().nullable(), email: z.string().nullable(), address: z.string().nullable(),
    contacts: z.array(z.object({ name: z.string(), job_title: z.string().nullable().optional(), phone: z.string().nullable().optional(), email: z.string().nullable().optional() })),
    payment_terms: z.enum(PAYMENT_TERMS), payment_days: z.number().int(), credit_limit: z.number().int().nullable(), lead_days: z.number().int(),
    contract_number: z.string().nullable(), note: z.string().nullable(), active: z.boolean(),
  }),
  read: SUPPLIER, write: SUPPLIER,
  list: {
    // what fits beside the open row in Mongolian too: the registry, days and contacts are one Enter away
    columns: ['name', 'phone', 'payment_terms', { field: 'credit_limit', kind: 'money' }, 'active'],
    search: ['name', 'registry', 'phone', 'email', 'contract_number'], filters: { active: 'bool', payment_terms: 'text', business_type_id: 'number' },
    sorts: ['name', 'payment_days', 'lead_days'], order: ['name'],
  },
  title: 'name', i18n: { fields: 'suppliers_ui.fields' }, refs: { business_type_id: 'business_type' },
  defaults: { payment_terms: 'net', payment_days: 30, lead_days: 3, active: true, contacts: [] }, audits: true,
  routes: [{ list: 'suppliers.list' }],
  sample: { registry: '6012345', email: 'kit-supplier@example.mn', contacts: [{ name: 'Бат', phone: '99112233' }] },
  keywords: ['supplier', 'vendor', 'purchasing', 'нийлүүлэгч', 'худалдан авалт'],
});

/** A supplier's branches (§2 /supplier/branches, §7 branches): where goods come from, each in a supply segment. */
export const branches = defineResource({
  area: 'suppliers', name: 'branch', path: 'branches', cli: ['branches'],
  fields: {
    supplier_id: z.coerce.number().int().positive(),
    name: zText(200).min(1),
    segment_id: z.coerce.number().int().positive().nullable(),
    address: optionalText(500),
    phone: optionalText(50),
    active: z.boolean(),
  },
  required: ['supplier_id', 'name'], unique: ['name'],
  item: z.object({
    id: z.number().int(), supplier_id: z.number().int(), name: z.string(), segment_id: z.number().int().nullable(),
    address: z.string().nullable(), phone: z.string().nullable(), active: z.boolean(),
  }),
  read: SUPPLIER, write: SUPPLIER,
  list: {
    columns: ['name', 'supplier_id', 'segment_id', 'phone', 'active'],
    search: ['name', 'address', 'phone'], filters: { segment_id: 'number', active: 'bool' }, sorts: ['name'], order: ['name'],
  },
  title: 'name', i18n: { fields: 'suppliers_ui.fields' }, refs: { segment_id: 'supply_segment' },
  parent: { resource: 'supplier', field: 'supplier_id' }, defaults: { active: true }, audits: true,
  routes: [{ list: 'suppliers.branches' }],
  keywords: ['branch', 'supplier branch', 'салбар', 'нийлүүлэгчийн салбар'],
});

export const supplierResources = [suppliers, supplySegments, businessTypes, branches] as const;
