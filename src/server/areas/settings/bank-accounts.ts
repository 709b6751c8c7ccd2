import { corporateAccounts } from '../../../shared/commands/settings/bank-accounts.js';
import type { AnyResource } from '../../../shared/resources/define.js';
import { schema } from '../../db/index.js';
import { camel, plainItem } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';

/**
 * Corporate accounts on the kit. The item schema has no `api_secret`, so no answer carries it; an
 * update that leaves it blank keeps the stored one (the form shows secrets empty).
 */
export const corporateAccountHandlers = serveResource(corporateAccounts, {
  table: schema.corporateAccounts,
  prepare: (values, _input, row) => (row && values.apiSecret === '' ? Object.fromEntries(Object.entries(values).filter(([k]) => k !== 'apiSecret')) : values),
  items: async (_ctx, rows) => rows.map((r) => ({ ...plainItem(corporateAccounts.def as AnyResource['def'], r, camel), has_credentials: !!r.apiSecret })),
});
