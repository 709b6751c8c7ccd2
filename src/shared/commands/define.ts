import type { z } from 'zod';
import type { AccessRule } from '../roles/access.js';
import type { OrderAvailability } from './orders/availability.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Area names are the same on every side (DESIGN.md). `auth` holds sign-in and sign-out; `jobs` the
 * jobs centre every area's long work reports to.
 */
export type Area =
  | 'auth' | 'dashboard' | 'orders' | 'products' | 'promotions' | 'fulfillment' | 'content' | 'marketing' | 'reports'
  | 'merchant' | 'users' | 'gateway' | 'warranties' | 'suppliers' | 'settings' | 'system' | 'air'
  | 'eticket' | 'help' | 'jobs';

export interface CommandSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> extends AccessRule {
  /** `area.verb`, e.g. `order.approve`; unique across the catalogue. */
  readonly id: string;
  readonly area: Area;
  readonly kind: 'query' | 'mutation';
  /**
   * Path under `/api/bo`, `:name` for a path parameter taken from the input. GET and DELETE send the
   * rest of the input as query parameters, the other methods as a JSON body. A path starting with `/`
   * is absolute, for the few calls §7 places elsewhere (`/api/v2/articles`).
   */
  /**
   * `bodyLimit`: bytes a request body may have when the input is a long list (a campaign's
   * 200,000 phones); the server's `BO_BODY_LIMIT` otherwise, whichever is larger.
   */
  readonly http: { readonly method: HttpMethod; readonly path: string; readonly bodyLimit?: number };
  readonly input: I;
  readonly output: O;
  /** No sign-in needed (sign-in itself). Such a command ignores `roles`. */
  readonly public?: boolean;
  /** A typed word the user must give (the `Bo-Confirm` header) before the server runs it, e.g. `cancel`. */
  readonly confirm?: string;
  /** Destructive: screens ask before running it, the CLI asks unless `--yes`. */
  readonly danger?: boolean;
  /**
   * A query whose successful answer a browser may keep (`cache-control: private, max-age=…`, varying
   * on the token and the language); everything else is `no-store`. Only for answers that are the
   * same for every caller of a language, such as help articles.
   */
  readonly cache?: { readonly maxAgeSeconds: number };
  /**
   * When it can run on the order it acts on (src/shared/commands/orders/availability.ts): the
   * server refuses with this rule's reason, screens hide or disable the action with it as the
   * tooltip, the palette offers the command on the open order only when it can run.
   */
  readonly available?: OrderAvailability;
  /**
   * What the customer is sent when it runs (an SMS, an email): the confirmation names them, and
   * the CLI asks on a terminal and wants --yes in scripts, as for a dangerous operation.
   */
  readonly notifies?: readonly ('sms' | 'email')[];
  /**
   * Fields never written to the audit log or the idempotency store (passwords, tokens): of the input,
   * and of the answer at any depth (a key answered once is not kept for a replay).
   */
  readonly secret?: readonly string[];
  readonly ui: {
    /** i18n key of the title under `commands.*`. */
    readonly title: string;
    readonly group?: string;
    readonly keywords?: readonly string[];
    readonly shortcut?: string;
    /** Not offered in the palette (sign-in, things only screens call). */
    readonly hidden?: boolean;
  };
  readonly cli: {
    /** `['users', 'search']` is `bo users search`. */
    readonly verb: readonly string[];
    readonly positionals?: readonly string[];
    /**
     * Fields of a record shown by default in `bo`'s table (and tab-separated lines), in this
     * order; `--columns` chooses others, `--json` prints all. Without it every plain field is shown.
     */
    readonly columns?: readonly string[];
  };
  /**
   * Input fields a person gives in ₮ (`12,500.50`, `₮12,500`), sent as the möngö the API takes:
   * `bo`'s flags and positionals, the screens' forms and the rows of a file run one call per row
   * read them with the shared money parser (src/shared/money.ts). A dotted path reaches into an
   * object (`rule.value`); `unless` names sibling values under which the field is not money
   * (`{ by: 'percent' }`: a percent stays a plain number). A raw JSON body (`bo api`) stays möngö.
   */
  readonly money?: readonly MoneyInput[];
  /** i18n key under `commands.*` of a longer explanation, shown by `bo <verb> --help` and the palette. */
  readonly description?: string;
  /**
   * The server takes many rows in one call: `field` is the input's array of rows. A batch run
   * (`bo … --file`) then sends `chunk` rows per call (default 500) instead of one call per row.
   * `money`: the row fields a file gives in ₮ as people write them (`12,500.50`); whatever reads a
   * file (`bo … --file`, the screens' uploads) turns them into the möngö the API takes, so one
   * file means the same prices everywhere (src/shared/money.ts).
   */
  readonly bulk?: { readonly field: string; readonly chunk?: number; readonly money?: readonly string[] };
  /**
   * The answer is a file of this type (`application/pdf`), not JSON; `output` is then
   * src/shared/schema/file.ts's `fileOutput`. The client hands back its bytes, `bo` writes them to
   * `--out` or a pipe, the palette saves them. `of`: the id of the JSON command whose input it takes
   * and whose view it renders (`order.sheet`): `bo` gives that command a `--pdf` running this one.
   */
  readonly file?: { readonly type: string; readonly of?: string };
}

export type MoneyInput = string | { readonly path: string; readonly unless?: Readonly<Record<string, string>> };

export type AnyCommand = CommandSpec<z.ZodType, z.ZodType>;
export type InputOf<C extends AnyCommand> = z.input<C['input']>;
export type ParsedInputOf<C extends AnyCommand> = z.output<C['input']>;
export type OutputOf<C extends AnyCommand> = z.output<C['output']>;

/** Declares an operation once; the route, client call, palette entry and CLI verb derive from it. */
export function defineCommand<I extends z.ZodType, O extends z.ZodType>(spec: CommandSpec<I, O>): CommandSpec<I, O> {
  return Object.freeze(spec);
}

export const API_PREFIX = '/api/bo';

/** The URL path of a command's route, `:params` unfilled. */
export function commandPath(command: { readonly http: { readonly path: string } }): string {
  const { path } = command.http;
  return path.startsWith('/') ? path : `${API_PREFIX}/${path}`;
}

/** Names of the `:params` of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

export function sendsBody(method: HttpMethod): boolean {
  return method !== 'GET' && method !== 'DELETE';
}
