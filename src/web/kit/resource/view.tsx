import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import type { z } from 'zod';
import { columnField, labelKey, type AnyResource, type ResourceColumn, type ResourceDef } from '../../../shared/resources/define.js';
import { ROUTES, type RouteId, type RouteLabel } from '../../../shared/roles/routes.js';
import type { FilterDef } from '../filters/FilterBar.js';
import { unwrap } from '../form/fields.js';
import type { Column } from '../table/types.js';

/** A plain resource's row: every one has a numeric id; its other fields are the declaration's. */
export type ResourceRow = { id: number } & Record<string, unknown>;

/**
 * What the edit panel shows under the form for one resource (an option type's values, a template's
 * preview): the screens' own, lazily. `values` follows what the form holds as it is typed.
 */
export type ResourceExtra = LazyExoticComponent<ComponentType<{ item: never; values: LiveValues }>>;

/** The edit form's values as they are typed, for an extra to follow without the form rendering again. */
export interface LiveValues {
  get: () => Record<string, unknown> | null;
  subscribe: (listener: () => void) => () => void;
}

export function liveValues(): LiveValues & { set: (values: Record<string, unknown>) => void } {
  let current: Record<string, unknown> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => { listeners.add(listener); return () => listeners.delete(listener); },
    // react-hook-form hands the same object each time: a copy is a new snapshot
    set: (values) => { current = { ...values }; for (const l of listeners) l(); },
  };
}

/** The live values in a component: it renders again on every change. */
export function useLiveValues(values: LiveValues): Record<string, unknown> | null {
  return useSyncExternalStore(values.subscribe, values.get);
}

/** Every cached page and row of a resource, dropped after a change. */
export function invalidateResource(queryClient: QueryClient, resource: Pick<AnyResource, 'list' | 'get'>): void {
  void queryClient.invalidateQueries({ queryKey: [resource.list.id] });
  void queryClient.invalidateQueries({ queryKey: [resource.get.id] });
}

/** Where a resource's screen sits: its list's path, whether a row opens at `/<id>` (else `?edit=<id>`), its title. */
export interface ResourcePlace { basePath: string; routed: boolean; title: RouteLabel }

export function placeOf(route: { list: RouteId; detail?: RouteId | undefined }): ResourcePlace {
  const list = ROUTES.find((r) => r.id === route.list);
  if (!list) throw new Error(`no route ${route.list}`);
  return { basePath: list.path.replace(/\/:id\?$/, ''), routed: !!route.detail || list.path.endsWith('/:id?'), title: list.label };
}

export const rowHref = (place: ResourcePlace, id: number) => (place.routed ? `${place.basePath}/${id}` : `${place.basePath}?edit=${id}`);

/** What names a row: its title field in the reader's language, else its name, else its id. */
export function rowTitle(def: ResourceDef, row: Record<string, unknown>, language: string): string {
  const title = def.title ?? columnField(def.list.columns[0]!);
  const field = typeof title === 'string' ? title : language === 'mn' ? title.mn : title.en;
  const text = row[field] ?? row.name;
  return text === undefined || text === null || text === '' ? `#${String(row.id)}` : String(text);
}

/** Every field's label in the reader's language, for the form. */
export function fieldLabels(def: ResourceDef, t: TFunction): Record<string, string> {
  // the inputs of a list of rows (bank accounts: bank, account) are labelled by their key, as fields are
  const inner = Object.values(def.fields).flatMap((schema) => {
    const d = (unwrap(schema as z.ZodType).base as unknown as { _zod: { def: { type: string; element?: z.ZodType } } })._zod.def;
    const element = d.type === 'array' && d.element ? unwrap(d.element).base : null;
    const shape = (element as unknown as { shape?: Record<string, unknown> } | null)?.shape;
    return shape ? Object.keys(shape) : [];
  });
  // an inner key without a message of its own keeps the form's humanised label
  const innerLabels = inner.flatMap((f) => {
    const key = labelKey(def, f);
    const text = t(key);
    return text === key ? [] : [[f, text] as const];
  });
  return Object.fromEntries([...innerLabels, ...Object.keys(def.fields).map((f) => [f, t(labelKey(def, f))] as const)]);
}

type Kind = NonNullable<Exclude<ResourceColumn, string>['kind']>;

/** A column's kind as the item schema says it, when the declaration does not. */
function kindOf(def: ResourceDef, field: string): Kind {
  const type = typeOf(def, field);
  return type === 'boolean' ? 'bool' : type === 'number' ? 'number' : type === 'array' ? 'count' : 'text';
}

function typeOf(def: ResourceDef, field: string): string {
  const shape = (def.item as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const schema = shape[field];
  return schema ? (unwrap(schema).base as unknown as { _zod: { def: { type: string } } })._zod.def.type : 'string';
}

const yesNo = (t: TFunction, v: unknown) =>
  (v ? <span className="rs-yes" aria-label={t('kit.filters.yes')}>✓</span> : <span className="muted" aria-label={t('kit.filters.no')}>—</span>);

/** The table's columns from `list.columns`: headers from the labels, cells by kind, sort buttons where `sorts` allows. */
export function columnsOf(def: ResourceDef, t: TFunction, language: string): Column<ResourceRow>[] {
  const titleField = typeof def.title === 'string' ? def.title : def.title?.en;
  const columns = def.list.columns.map((c): Column<ResourceRow> => {
    const field = typeof c === 'object' && c.mn && language === 'mn' ? c.mn : columnField(c);
    const kind = (typeof c === 'object' && c.kind) || kindOf(def, field);
    const header = t((typeof c === 'object' && c.label) || labelKey(def, field));
    const base = { id: columnField(c), header, ...(def.list.sorts?.includes(field) && { sort: field }) };
    switch (kind) {
      case 'bool': return { ...base, width: 110, cell: (r) => yesNo(t, r[field]) };
      case 'color': return { ...base, width: 70, cell: (r) => <span className="rs-swatch" style={{ background: String(r[field]) }} title={String(r[field])} /> };
      case 'count': return { ...base, kind: 'number', value: (r) => (Array.isArray(r[field]) ? r[field].length : 0) };
      case 'number': case 'date': case 'money': return { ...base, kind, value: (r) => r[field] };
      // an enum's value (a zone's `ub_district`) reads as the form's select names it, `kit.options.<field>.<value>`
      default: return typeOf(def, field) === 'enum'
        ? { ...base, value: (r) => (r[field] == null ? r[field] : t(`kit.options.${field}.${String(r[field])}`, { defaultValue: String(r[field]) })) }
        : { ...base, value: (r) => r[field] };
    }
  });
  // the row's link sits on its title, else on its first text column
  const primary = columns.find((c) => c.id === titleField) ?? columns.find((c) => !c.kind && !c.cell);
  return columns.map((c) => (c === primary ? { ...c, primary: true } : c));
}

/** The filter bar: the free-text search when the resource has one, and a chip per declared filter. */
export function filtersOf(resource: AnyResource, t: TFunction): FilterDef[] {
  const { def } = resource;
  const out: FilterDef[] = def.list.search?.length ? [{ type: 'text', key: 'query', param: 'extra', label: t('kit.resource.search'), wide: true }] : [];
  for (const [field, kind] of Object.entries(def.list.filters ?? {})) {
    const label = t(labelKey(def, field));
    if (kind === 'bool') out.push({ type: 'bool', key: `${field}_eq`, label });
    else if (kind === 'date') out.push({ type: 'date_range', field, label });
    else if (kind === 'text') out.push({ type: 'text', key: `${field}_cont`, label });
    else if (kind === 'number') out.push({ type: 'text', key: `${field}_eq`, label });
  }
  return out;
}
