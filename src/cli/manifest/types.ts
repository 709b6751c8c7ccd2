import type { Role } from '../../shared/roles/roles.js';

/**
 * The catalogue as plain JSON, written at build time (dist/cli/manifest.json) so that `bo --help`,
 * completion and the palette's list need neither zod nor the schemas. Running a command still
 * validates with the real zod schema.
 */
export type FlagKind = 'string' | 'number' | 'boolean' | 'enum' | 'list' | 'json';

export interface FlagSpec {
  /** kebab-case flag, `--first-name`. */
  readonly name: string;
  /** Where the value goes in the command's input: `['first_name']`, `['q', 'email_cont']`. */
  readonly path: readonly string[];
  readonly kind: FlagKind;
  /** Allowed values of an enum, or of each item of a list. */
  readonly choices?: readonly string[];
  readonly itemKind?: 'string' | 'number' | 'boolean' | 'enum';
  readonly required: boolean;
  readonly nullable?: boolean;
  readonly default?: unknown;
  readonly positional?: boolean;
  readonly secret?: boolean;
}

export interface ManifestCommand {
  readonly id: string;
  readonly area: string;
  readonly kind: 'query' | 'mutation';
  readonly http: { readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; readonly path: string };
  readonly title: { readonly en: string; readonly mn: string };
  readonly description?: { readonly en: string; readonly mn: string };
  readonly keywords: readonly string[];
  readonly hidden: boolean;
  readonly verb: readonly string[];
  readonly flags: readonly FlagSpec[];
  /** Input fields holding nested objects that have no flag of their own (NDJSON rows may carry them). */
  readonly objectFields: readonly string[];
  readonly public: boolean;
  readonly confirm?: string;
  readonly danger: boolean;
  /** What the customer is sent when it runs: asked like a dangerous command, the question naming it. */
  readonly notifies?: readonly ('sms' | 'email')[];
  readonly roles: true | readonly Role[];
  readonly websites?: readonly string[];
  readonly features?: readonly string[];
  readonly tenantOnly?: boolean;
  /**
   * Rows of a file sent together in one call per chunk, in the input field `field`; `scalar`: the
   * field is an array of plain values (ids), each row giving one through its only flag. `money`:
   * the row fields a file gives in ₮, sent as möngö (the catalogue's `bulk.money`).
   */
  /** The web console's screen the command lives on (its route's path pattern), which `--help` names. */
  readonly screen?: { readonly path: string; readonly label: { readonly en: string; readonly mn: string } };
  /** The record fields `bo` shows by default in a table (the catalogue's `cli.columns`). */
  readonly columns?: readonly string[];
  /** Input fields given in ₮ and sent as möngö (the catalogue's `money`); `unless`: sibling values that make it no amount. */
  readonly money?: readonly MoneyPath[];
  /** Number fields of the answer's records that are money (src/shared/money.ts's naming rule): shown in ₮. */
  readonly outputMoney?: readonly string[];
  /** The answer is a file of this type (a PDF), written to `--out` or a pipe; `of`: the JSON command it renders (`--pdf` there runs this). */
  readonly file?: { readonly type: string; readonly of?: string };
  readonly bulk?: {
    readonly field: string; readonly chunk: number; readonly flags: readonly FlagSpec[]; readonly scalar?: boolean;
    readonly money?: readonly string[];
  };
}

export interface MoneyPath {
  readonly path: readonly string[];
  readonly unless?: Readonly<Record<string, string>>;
}

export interface Manifest {
  readonly version: 1;
  readonly commands: readonly ManifestCommand[];
}
