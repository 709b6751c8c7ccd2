import { readFileSync } from 'node:fs';
import { API_PREFIX } from '../../shared/commands/define.js';
import type { Ctx } from '../context.js';
import { mayRun, titleOf } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { render } from '../output/format.js';
import { outputOptions } from '../run/entry.js';
import { clientFor, fromApiError } from '../session.js';
import { readStdin } from '../tty.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

async function body(data: string | undefined): Promise<unknown> {
  if (data === undefined) return undefined;
  const text = data === '-' ? await readStdin() : data.startsWith('@') ? readFileSync(data.slice(1), 'utf8') : data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliError('--data must be JSON (or @file, or - for stdin)', EXIT.usage);
  }
}

export async function api(ctx: Ctx, method: string, path: string, opts: { query?: string[]; data?: string; header?: string[] }): Promise<void> {
  const m = method.toUpperCase();
  if (!METHODS.includes(m)) throw new CliError(`method must be one of ${METHODS.join(', ')}`, EXIT.usage);
  const query: Record<string, string> = {};
  for (const pair of opts.query ?? []) {
    const i = pair.indexOf('=');
    if (i < 1) throw new CliError(`-q takes key=value, got ${pair}`, EXIT.usage);
    query[pair.slice(0, i)] = pair.slice(i + 1);
  }
  const headers: Record<string, string> = {};
  for (const h of opts.header ?? []) {
    const i = h.indexOf(':');
    if (i < 1) throw new CliError(`-H takes "name: value", got ${h}`, EXIT.usage);
    headers[h.slice(0, i).trim().toLowerCase()] = h.slice(i + 1).trim();
  }
  const client = await clientFor(ctx.session);
  const full = path.startsWith('/') ? path : `${API_PREFIX}/${path}`;
  try {
    const result = await client.request<unknown>(m, full, { query, body: await body(opts.data), headers });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } catch (e) {
    throw fromApiError(e);
  }
}

export function commandsList(ctx: Ctx, opts: Record<string, unknown>): Promise<void> {
  const rows = ctx.manifest.commands
    .filter((c) => ctx.showAll || opts.all || mayRun(ctx, c))
    .map((c) => ({
      command: `bo ${c.verb.join(' ')}`, id: c.id, kind: c.kind, roles: c.public ? 'public' : c.roles === true ? 'any' : c.roles.join(','),
      ...(c.websites ? { websites: c.websites.join(',') } : {}),
      allowed: mayRun(ctx, c), title: titleOf(ctx, c),
    }));
  return render({ items: rows }, outputOptions(opts)).then((t) => void process.stdout.write(t));
}

