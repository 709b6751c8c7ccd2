import { isConfirmWord } from '../../shared/commands/confirm-words.js';
import { render } from 'ink';
import type { Ctx } from '../context.js';
import { mayRun } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { specOf } from '../manifest/load.js';
import type { ManifestCommand } from '../manifest/types.js';
import { render as renderOutput } from '../output/format.js';
import { clientFor, fromApiError } from '../session.js';
import { coerce, setPath, type Input } from '../run/input.js';
import { asksFirst, outputOptions, sends } from '../run/entry.js';
import { t } from '../i18n.js';
import { moneyToMongo } from '../run/money.js';
import type { SearchResults } from '../../shared/schema/search.js';
import { Palette, type OrderHit } from './palette.js';

function inputOf(c: ManifestCommand, values: Record<string, string>): Input {
  const input: Input = {};
  for (const f of c.flags) if (values[f.name] !== undefined) setPath(input, f.path, coerce(f, values[f.name]));
  // money typed in ₮, as on the command line
  moneyToMongo(c, input);
  return input;
}

export async function runPalette(ctx: Ctx): Promise<number> {
  if (!ctx.session.token) throw new CliError(t('errors.not_signed_in'), EXIT.unauthorized);
  // signing in and out belongs to bo login/logout, which also keep the profile right
  const commands = ctx.manifest.commands.filter((c) => !c.hidden && !c.public && c.area !== 'auth' && mayRun(ctx, c));
  const validate = async (c: ManifestCommand, values: Record<string, string>) => {
    if (c.confirm && !isConfirmWord(String(values.confirm ?? ''), c.confirm)) return { confirm: t('palette.type_word', { word: c.confirm }) };
    if (!c.confirm && asksFirst(c) && !/^y(es)?$/i.test(values.yes ?? '')) return { yes: t('palette.type_yes', { sends: sends(c) }) };
    const spec = await specOf(c);
    let input: Input;
    try {
      input = inputOf(c, values);
    } catch (e) {
      // a value that is no amount (or no JSON) is said under its own field
      const message = (e as Error).message;
      const flag = c.flags.find((f) => message.startsWith(`--${f.name} `) || message.startsWith(`<${f.name}>`));
      return { [flag?.name ?? 'input']: message };
    }
    const parsed = spec.input.safeParse(input);
    if (parsed.success) return null;
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const flag = c.flags.find((f) => f.path.join('.') === path || path.startsWith(`${f.path.join('.')}.`));
      errors[flag?.name ?? (path || 'input')] ??= issue.message;
    }
    return errors;
  };
  const run = async (c: ManifestCommand, values: Record<string, string>) => {
    const spec = await specOf(c);
    const client = await clientFor(ctx.session);
    try {
      const result = await client.call(spec, inputOf(c, values), c.confirm ? { confirm: c.confirm } : {});
      return await renderOutput(result, { ...outputOptions({}, c), ...output });
    } catch (e) {
      throw fromApiError(e, c);
    }
  };
  const output = { format: 'table' as const, width: process.stdout.columns || 100, color: true };
  const search = ctx.manifest.commands.find((c) => c.id === 'system.search');
  const get = ctx.manifest.commands.find((c) => c.id === 'order.get');
  // the web palette's live search (system.search), its orders group: one order opens, several are listed
  const findOrders = async (query: string): Promise<OrderHit[]> => {
    const client = await clientFor(ctx.session);
    try {
      const { groups } = await client.call(await specOf(search!), { q: query, limit: 10 }) as SearchResults;
      return groups.filter((g) => g.kind === 'orders').flatMap((g) => g.items.map((i) => ({ id: i.id, title: i.title, subtitle: i.subtitle })));
    } catch (e) {
      throw fromApiError(e, search);
    }
  };
  const showOrder = async (number: string) => (await import('../builtin/orders/show.js')).orderText(ctx, get!, number, output);
  const orders = search && get && mayRun(ctx, get) ? { findOrders, showOrder } : {};
  const app = render(<Palette commands={commands} locale={ctx.locale} validate={validate} run={run} {...orders} height={Math.max(5, (process.stdout.rows || 20) - 4)} />);
  await app.waitUntilExit();
  return EXIT.ok;
}
