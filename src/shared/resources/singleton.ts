import { z } from 'zod';
import type { Area } from '../commands/define.js';
import { defineCommand } from '../commands/define.js';
import type { Role } from '../roles/roles.js';
import type { RouteId } from '../roles/routes.js';

/**
 * A singleton setting: one record, no list (order settings, the payment guide, the shop's
 * account), declared once like a plain resource (define.ts). The kit derives:
 *
 * - the catalogue entries `<name>.get` (GET `<path>`) and `<name>.update` (PUT `<path>`, any of the
 *   fields), so the typed client, the palette entries and `bo <cli…> show|update`;
 * - the server's storage, one row of `singleton_settings` keyed by the name, read merged over the
 *   declared `defaults` (src/server/resources/singleton.ts: `serveSingleton`, and `readSingleton`
 *   for the areas that act on a value);
 * - the screen at `route`: the form of the fields, saved with Ctrl+Enter or Ctrl+S.
 *
 * ```ts
 * export const orderSettings = defineSingleton({
 *   area: 'settings', name: 'order_settings', path: 'settings/order', cli: ['order-settings'],
 *   fields: { auto_cancel_hours: z.coerce.number().int().min(1).max(720) }, defaults: { auto_cancel_hours: 24 },
 *   read: ['admin'], write: ['admin'], i18n: { fields: 'settings_ui.fields' }, route: 'settings.order', keywords: ['auto cancel'],
 * });
 * ```
 * Then list it in its area's singletons (e.g. src/shared/commands/settings/singletons.ts), bind it
 * with `serveSingleton` and add its messages: `commands.<area>.<name>.get|update` and the labels.
 */
export interface SingletonDef<F extends z.ZodRawShape = z.ZodRawShape> {
  readonly area: Area;
  /** Snake case: the command ids `<name>.get|update`, the audit target, the storage key, test ids `singleton-<name>`. */
  readonly name: string;
  readonly path: string;
  readonly cli: readonly string[];
  readonly fields: F;
  /** The value of every field before anyone saved one: the record always answers whole. */
  readonly defaults: { readonly [K in keyof F]: z.output<F[K]> };
  readonly read: readonly Role[];
  readonly write: readonly Role[];
  readonly i18n: { readonly fields: string };
  /** The route of src/shared/roles whose screen is this form. */
  readonly route: RouteId;
  /** The form's fields in order (default: every field). */
  readonly form?: readonly string[];
  /** Fields that hold möngö: typed and shown in ₮ (the update command's `money`). */
  readonly money?: readonly (keyof F & string)[];
  /**
   * One record per vendor (§2 /settings/merchant): the vendor chosen in the header's switcher, kept
   * by the server's binding (`serveSingleton(…, { store })`); the screen asks for one while none is chosen.
   */
  readonly vendor?: boolean;
  readonly keywords: readonly string[];
  /** i18n key of a sentence the screen shows under its title: what the values do. */
  readonly hint?: string;
  /** The toast after a save (§8): `saved` unless the record says more ("organization information updated"). */
  readonly saved?: 'saved' | 'organization_updated';
  /** Only on websites with one of these features (AccessRule `features`): the record is then the selected website's. */
  readonly features?: readonly string[];
  /** Fields never written to the audit log or the idempotency store (a supplier's password). */
  readonly secret?: readonly (keyof F & string)[];
}

export function defineSingleton<F extends z.ZodRawShape>(def: SingletonDef<F>) {
  const item = z.object({ item: z.object(def.fields) });
  const optional = Object.fromEntries(Object.entries(def.fields).map(([k, v]) => [k, (v as z.ZodType).optional()])) as unknown as {
    [K in keyof F]: z.ZodOptional<F[K]>;
  };
  const common = (verb: string, cli: string) => ({
    area: def.area, ui: { title: `commands.${def.area}.${def.name}.${verb}`, keywords: def.keywords }, cli: { verb: [...def.cli, cli] },
    ...(def.features && { features: def.features }),
  });
  const get = defineCommand({
    id: `${def.name}.get`, kind: 'query', roles: def.read, http: { method: 'GET', path: def.path }, ...common('get', 'show'),
    input: z.object({}), output: item,
  });
  const update = defineCommand({
    id: `${def.name}.update`, kind: 'mutation', roles: def.write, http: { method: 'PUT', path: def.path }, ...common('update', 'update'),
    input: z.object(optional), output: item, ...(def.money?.length && { money: def.money }), ...(def.secret && { secret: def.secret }),
  });
  return Object.freeze({ def, get, update, commands: [get, update] });
}

/** Any declared singleton, as the kit's generic parts see it. */
export type AnySingleton = ReturnType<typeof defineSingleton<z.ZodRawShape>>;
