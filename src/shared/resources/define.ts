import type { z } from 'zod';
import type { AnyCommand, Area } from '../commands/define.js';
import type { Role } from '../roles/roles.js';
import type { RouteId } from '../roles/routes.js';
import type { FilterKind } from '../schema/list.js';
import { resourceCommands } from './commands.js';

/**
 * A plain resource (zones, reasons, brands, airports…), declared once; the kit derives the rest
 * (DESIGN.md "Three kits", after react-admin):
 *
 * - catalogue entries `<name>.list` (ransack `q`, free-text `query`, `{ items, page, per_page, total }`),
 *   `.get`, `.create`, `.update`, `.delete`, and where declared `.clone`, `.update_positions`, `.audits`;
 *   so the route, the typed client, the palette entries and the `bo <cli…> list|show|create…` verbs;
 * - the handlers on its drizzle table: one `serveResource(resource, { table })` line on the server
 *   (src/server/resources/serve.ts), with hooks only for what this declaration cannot say;
 * - the list and edit screens at its `routes` (src/web/kit/resource): a dense table of `list.columns`,
 *   a form from `fields`, delete behind a confirmation, keys n / Enter / Ctrl+Enter or Ctrl+S / Esc / Delete.
 *
 * Refusals come with it: a taken `unique` value is a 409 naming the field, a row still referenced
 * (the binding's `references`, or a foreign key) is a 409 naming what uses it, and nothing is deleted.
 *
 * ```ts
 * export const paymentReturnReasons = defineResource({
 *   area: 'system', name: 'payment_return_reason', path: 'payment_return_reasons', cli: ['payment-return-reasons'],
 *   fields: { code: zCode, name_en: zText(100).min(1), name_mn: zText(100).min(1), active: z.boolean(), position: zPosition },
 *   required: ['code', 'name_en', 'name_mn'], unique: ['code'],
 *   item: z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string(), active: z.boolean(), position: z.number().int() }),
 *   read: ['admin', 'shop_admin'], write: ['admin', 'shop_admin'],
 *   list: { columns: [{ field: 'name_en', mn: 'name_mn', label: 'system_ui.fields.name' }, 'active', 'position'], search: ['code', 'name_en', 'name_mn'],
 *           filters: { active: 'bool' }, sorts: ['code', 'position'], order: ['position'] },
 *   title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'system_ui.fields' },
 *   positions: true, audits: true, routes: [{ list: 'system.payment_return_reasons' }],
 *   keywords: ['refund reason', 'буцаалтын шалтгаан'],
 * });
 * ```
 * Then: list it in its area's resources (e.g. src/shared/commands/system/resources.ts), bind it on
 * the server, add its table and migration, and its messages: the command titles
 * `commands.<area>.<name>.<verb>` and the field labels `<i18n.fields>.<field>` in en and mn.
 */
export interface ResourceDef<F extends z.ZodRawShape = z.ZodRawShape, O extends z.ZodType = z.ZodType> {
  /** The area folder on every side; the command titles live under `commands.<area>.<name>`. */
  readonly area: Area;
  /** Singular, snake case: the command ids `<name>.list`…, the audit target `<name>:<id>`, test ids `resource-<name>`. */
  readonly name: string;
  /** The §7 path under /api/bo: GET/POST `<path>`, GET/PUT/DELETE `<path>/:id`. */
  readonly path: string;
  /** The `bo` noun: `['payment-return-reasons']` gives `bo payment-return-reasons list`. */
  readonly cli: readonly string[];
  /** What a person writes, one zod schema a field; a field the table has no column for is the binding's to store. */
  readonly fields: F;
  /** Fields a new row must have (an update may leave any out). */
  readonly required: readonly (keyof F & string)[];
  /** Each refused with 409 naming it when another row (under the same parent) has the value. */
  readonly unique?: readonly (keyof F & string)[];
  /** One row as the API answers it: `id`, the fields, anything the binding adds. */
  readonly item: O;
  /** Roles that read it and roles that change it (§2's route lists); admin holds everything anyway. */
  readonly read: readonly Role[];
  readonly write: readonly Role[];
  /** Website limits (AccessRule): only on websites with this index or with one of these features. */
  readonly websites?: readonly string[];
  readonly features?: readonly string[];
  readonly list: {
    /** The table's columns: a field (its kind read from `item`), or one with its kind or label given. */
    readonly columns: readonly ResourceColumn[];
    /** Fields the free-text `query` matches (case-insensitive, anywhere in the text). */
    readonly search?: readonly string[];
    /** Ransack filters `q[<field>_<predicate>]` by field; the parent's field is added by itself. */
    readonly filters?: Readonly<Record<string, FilterKind>>;
    /** Fields `q[s]` may sort by (`code desc`); their columns get sort buttons. */
    readonly sorts?: readonly string[];
    /** The order without `q[s]`, ascending (`-at`: descending, newest first), before the id. */
    readonly order?: readonly string[];
    /** Default page size: 100, as pickers read reference data whole. */
    readonly perPage?: number;
  };
  /** The field(s) naming a row in headings and confirmations: one, or one per language. Default: the first column. */
  readonly title?: string | { readonly en: string; readonly mn: string };
  /** The form's fields in order (default: every field). */
  readonly form?: readonly string[];
  /** A new row's starting values in the form. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** Where the field labels are: `<fields>.<field>`, or a key of their own in `labels`. */
  readonly i18n: { readonly fields: string; readonly labels?: Readonly<Record<string, string>> };
  /** `update_positions` (PUT `<path>/update_positions`, `{ ids }` in their new order): needs a `position` field. */
  readonly positions?: boolean;
  /** `clone` (POST `<path>/:id/clone`): a copy whose unique fields get a free value. */
  readonly clone?: boolean;
  /** `audits` (GET `<path>/:id/audits`): every change made to one row, newest first. */
  readonly audits?: boolean;
  /**
   * Write-only fields (credentials): taken on create and update, never answered (leave them out of
   * `item`), never written to the audit log or the idempotency store; the form asks for them blank.
   */
  readonly secrets?: readonly (keyof F & string)[];
  /** Fields that hold möngö: typed and shown in ₮ in the form, the palette and `bo` (the commands' `money`). */
  readonly money?: readonly (keyof F & string)[];
  /** Fields that hold the id of a row of another declared resource (by its name): the form picks it from that list, by name. */
  readonly refs?: Readonly<Partial<Record<keyof F & string, string>>>;
  /** Nested under another resource: `field` holds the parent's id; uniqueness holds within one parent, the form picks it from the parent's list. */
  readonly parent?: { readonly resource: string; readonly field: keyof F & string };
  /** Routes of the route catalogue (src/shared/roles) that open its screen; `detail` or a `:id?` in the list's path opens a row there. */
  readonly routes?: readonly { readonly list: RouteId; readonly detail?: RouteId }[];
  /**
   * Fields answered (a new key, once) but kept out of audit rows and stored idempotent answers; with
   * `secrets`, the command's `secret`.
   */
  readonly redacted?: readonly string[];
  /** A field the create answer carries once (a new API key): the screen shows it in a dialog before it is gone. */
  readonly reveal?: string;
  /**
   * Read-only: rows written by the system itself (the sync log, email bounces), never by a person.
   * The kit derives only `list`, `get` (and `audits` when declared): no create, update, delete,
   * clone or positions, so no such route, verb, palette entry or button exists.
   */
  readonly readOnly?: boolean;
  /**
   * A row whose `field` holds one of `values` is a record of what happened (a drawn prize draw):
   * its screen shows it read-only, without Save or Delete. The server's handlers refuse to change
   * or delete it; this says so to the screen.
   */
  readonly final?: { readonly field: string; readonly values: readonly string[] };
  /**
   * Rows owned by one vendor (a merchant's contracts and contacts): the column (a key of the table,
   * not a field) holding the vendor's id. Every call acts on the vendor chosen in the header's
   * switcher (the request's `vendor_id`; a user of one vendor needs none): a list shows only its
   * rows, a row of another vendor is not found, a new row is that vendor's. No vendor chosen: 400
   * naming `vendor_id`. The scope (src/server/auth/scope.ts) already refuses a vendor not the user's.
   */
  readonly vendor?: string;
  /** Palette keywords, both languages. */
  readonly keywords: readonly string[];
  /** A valid new row for the kit's tests, over what they derive from `fields` (tests/helpers/sample-input.ts). */
  readonly sample?: Readonly<Record<string, unknown>>;
}

/** A list column: a field's name, or the field with how to show it and a label key of its own. */
export type ResourceColumn = string | {
  readonly field: string;
  /** The field shown instead to a reader in Mongolian (`name_en` with `mn: 'name_mn'`: one name column, in the reader's language). */
  readonly mn?: string;
  /** `count`: an array's length; `color`: a swatch. By default read from the item schema. */
  readonly kind?: 'text' | 'number' | 'bool' | 'date' | 'money' | 'color' | 'count';
  readonly label?: string;
};

type Derived<F extends z.ZodRawShape, O extends z.ZodType> = ReturnType<typeof resourceCommands<F, O>>;
type WriteVerbs = 'create' | 'update' | 'delete' | 'clone' | 'update_positions';

/** Declares a plain resource: its commands, as properties (`brands.list`) and as a list for the catalogue. */
export function defineResource<F extends z.ZodRawShape, O extends z.ZodType>(def: ResourceDef<F, O> & { readonly readOnly: true }):
  Readonly<Omit<Derived<F, O>, WriteVerbs> & { def: ResourceDef<F, O>; commands: AnyCommand[] }>;
export function defineResource<F extends z.ZodRawShape, O extends z.ZodType>(def: ResourceDef<F, O>):
  Readonly<Derived<F, O> & { def: ResourceDef<F, O>; commands: AnyCommand[] }>;
export function defineResource<F extends z.ZodRawShape, O extends z.ZodType>(def: ResourceDef<F, O>) {
  if (def.positions && !('position' in def.fields)) throw new Error(`${def.name}: positions need a position field`);
  if (def.vendor && (def.positions || def.clone || def.parent)) throw new Error(`${def.name}: a vendor-owned resource has no positions, clone or parent yet`);
  if (def.readOnly && (def.positions || def.clone)) throw new Error(`${def.name}: a read-only resource has no positions or clone`);
  const all: Partial<Derived<F, O>> = resourceCommands(def);
  if (def.readOnly) for (const verb of ['create', 'update', 'delete', 'clone', 'update_positions'] as const) delete all[verb];
  const commands = Object.values(all).filter((c): c is NonNullable<typeof c> => c !== undefined) as AnyCommand[];
  return Object.freeze({ ...all, def, commands });
}

export type Resource<F extends z.ZodRawShape = z.ZodRawShape, O extends z.ZodType = z.ZodType> = Readonly<Derived<F, O> & { def: ResourceDef<F, O>; commands: AnyCommand[] }>;

/** Any declared resource, as the kit's generic parts (server, screens, tests) see it. */
export interface AnyResource {
  // `required` and `parent` are keys of the fields, which makes ResourceDef invariant in them:
  // a general view of every declaration takes their fields as any shape
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly def: ResourceDef<any>;
  readonly list: AnyCommand; readonly get: AnyCommand;
  /** Absent on a read-only resource (`readOnly`). */
  readonly create?: AnyCommand | undefined; readonly update?: AnyCommand | undefined; readonly delete?: AnyCommand | undefined;
  readonly clone?: AnyCommand | undefined; readonly update_positions?: AnyCommand | undefined; readonly audits?: AnyCommand | undefined;
  readonly commands: readonly AnyCommand[];
}

/** The i18n key of a field's label. */
export function labelKey(def: ResourceDef, field: string): string {
  return def.i18n.labels?.[field] ?? `${def.i18n.fields}.${field}`;
}

/** A column's field name, whichever way it was declared. */
export const columnField = (c: ResourceColumn): string => (typeof c === 'string' ? c : c.field);
