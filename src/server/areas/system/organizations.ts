import { BANK_ACCOUNT_KINDS, organizations } from '../../../shared/commands/system/organizations.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { camel, plainItem, type Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

type Account = { bank: string; account: string; name: string };
type Stored = Partial<Record<(typeof BANK_ACCOUNT_KINDS)[number], Account | null>>;

/** The vendors table keeps `{ main, loan, lending }` (what the tenancy and payouts read); the form edits a list of rows. */
function toRows(stored: unknown): (Account & { kind: (typeof BANK_ACCOUNT_KINDS)[number] })[] {
  const accounts = (stored ?? {}) as Stored;
  return BANK_ACCOUNT_KINDS.flatMap((kind) => {
    const a = accounts[kind];
    return a ? [{ kind, bank: a.bank, account: a.account, name: a.name }] : [];
  });
}

async function items(_ctx: AuthedContext, rows: Row[]): Promise<unknown[]> {
  return rows.map((r) => ({ ...plainItem(organizations.def as AnyResource['def'], r, camel), bank_accounts: toRows(r.bankAccounts) }));
}

export const organizationHandlers = serveResource(organizations, {
  table: schema.vendors, items,
  prepare(values) {
    if (!Array.isArray(values.bankAccounts)) return values;
    const rows = values.bankAccounts as (Account & { kind: string })[];
    const stored = Object.fromEntries(BANK_ACCOUNT_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return [kind, row ? { bank: row.bank, account: row.account, name: row.name } : null];
    }));
    return { ...values, bankAccounts: stored };
  },
});
