import type { z } from 'zod';
import type { CommandSpec } from '../../../shared/commands/define.js';
import { api } from '../../app/api.js';
import { sanitizeQ, sortFields } from './url-state.js';

/** One page of a list, as every list command answers it (DESIGN.md). */
export interface ListPage<Row> {
  items: Row[]; page: number; per_page: number; total: number;
  /** The count stopped at `total` ("more than 1,000"); every list answer says it (src/server/commands/paging.ts). */
  total_capped?: boolean | undefined;
  /** Rows remain after this page. */
  has_more?: boolean | undefined;
}

export interface ListRequest { page: number; per_page: number; q: Record<string, string> }

/** Where a table's rows come from: a react-query key and the call of a page. */
export interface ListSource<Row> {
  key: readonly unknown[];
  fetch: (request: ListRequest, signal: AbortSignal) => Promise<ListPage<Row>>;
  /** Fields the server sorts by; other columns show no sort button. */
  sorts: readonly string[];
}

type ListCommand<Row> = CommandSpec<z.ZodType, z.ZodType<ListPage<Row>>>;

/**
 * A table's rows through a catalogue list command: `page`, `per_page` and the `q` filters the
 * command accepts, plus fixed inputs of the screen (`kind: 'admins'`, a path `id`).
 */
export function commandSource<Row>(command: ListCommand<Row>, fixed: Record<string, unknown> = {}): ListSource<Row> {
  return {
    key: [command.id, fixed],
    sorts: sortFields(command.input),
    fetch: (r, signal) => {
      const q = sanitizeQ(command.input, r.q);
      const input = { ...fixed, page: r.page, per_page: r.per_page, ...(Object.keys(q).length && { q }) };
      return api.call(command, input, { signal });
    },
  };
}
