import { Command, Option } from 'commander';
import { CliError, EXIT, EXIT_CODES_HELP } from './exit.js';
import { mayRun, titleOf, type Ctx } from './context.js';
import { maybeT, t } from './i18n.js';
import type { FlagSpec, ManifestCommand } from './manifest/types.js';
import { addBuiltins } from './builtin/index.js';
import { addProductViews } from './builtin/products/index.js';
import { addOrderViews } from './builtin/orders/index.js';
import { addJobViews } from './builtin/jobs/index.js';
import { addSmsViews } from './builtin/marketing/index.js';
import { screenHelp } from './help-screen.js';

export const VERSION = '0.1.0';

function describeFlag(f: FlagSpec, c?: ManifestCommand): string {
  const parts: string[] = [];
  const extra = c && maybeT(`flag_help.${c.id}.${f.name}`);
  if (c?.money?.some((m) => m.path.join('.') === f.path.join('.'))) {
    parts.push(t('help.money'));
    if (f.required) parts.push('required');
    return parts.join('; ');
  }
  // commander lists an enum's choices itself
  if (f.kind === 'enum') parts.push(f.positional && f.choices ? `one of: ${f.choices.join(', ')}` : 'one of the choices');
  else if (f.kind === 'list') parts.push(`comma-separated${f.choices ? `, of: ${f.choices.join(', ')}` : ` ${f.itemKind ?? 'value'}s`}`);
  else if (f.kind === 'json') parts.push('JSON');
  else parts.push(f.kind);
  if (f.required) parts.push('required');
  if (f.nullable) parts.push('may be null');
  if (f.default !== undefined) parts.push(`default ${JSON.stringify(f.default)}`);
  if (extra) parts.push(extra);
  return parts.join('; ');
}

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** One leaf command per catalogue entry: flags and positionals from its schema, nothing by hand. */
function addEntry(parent: Command, c: ManifestCommand, ctx: Ctx, leafName: string): void {
  const hidden = (!mayRun(ctx, c) || c.hidden) && !ctx.showAll;
  const cmd = parent.command(leafName, { hidden }).description(titleOf(ctx, c) + (c.description ? `\n\n${c.description[ctx.locale]}` : ''));
  const positionals = c.flags.filter((f) => f.positional);
  for (const p of positionals) cmd.argument(`[${p.name}]`, describeFlag(p, c));
  const attributes = new Map<string, FlagSpec>();
  for (const f of c.flags.filter((x) => !x.positional)) {
    const opt = f.kind === 'boolean'
      ? new Option(`--${f.name} [bool]`, describeFlag(f, c))
      : new Option(`--${f.name} <${f.kind === 'list' ? 'list' : 'value'}>`, describeFlag(f, c));
    // a repeated flag adds to a list, and repeating any other flag is kept to report it
    if (f.kind === 'list') opt.argParser(collect);
    if (f.kind === 'enum' && f.choices) opt.choices([...f.choices]);
    cmd.addOption(opt);
    attributes.set(opt.attributeName(), f);
  }
  const rowFlags = c.bulk?.flags ?? c.flags;
  // a file command (a PDF) writes its bytes; a JSON command another renders gains --pdf
  const rendered = ctx.manifest.commands.find((x) => x.file?.of === c.id);
  if (c.file) cmd.option('--out <path>', t('help.out'));
  else {
    cmd.option('--json [fields]', 'print JSON (all fields, or the comma-separated ones given)')
      .option('--ndjson', 'print one JSON object per line')
      .option('--csv', 'print CSV with a header')
      .option('--columns <list>', c.columns ? t('help.columns', { columns: c.columns.join(',') }) : t('help.columns_all'));
  }
  if (rendered) cmd.option('--pdf', t('help.pdf', { verb: rendered.verb.join(' ') })).option('--out <path>', t('help.out'));
  if (c.kind === 'mutation') {
    const moneyColumns = c.bulk ? c.bulk.money ?? [] : (c.money ?? []).filter((m) => m.path.length === 1).map((m) => m.path[0]!);
    const money = moneyColumns.length ? `; ${moneyColumns.join(', ')} in ₮ as written (12500, 12,500.50)` : '';
    cmd.option('--file <path>', `run once per row of a CSV or NDJSON file (- for stdin); columns: ${rowFlags.map((f) => f.path[f.path.length - 1]).join(', ')}${money}`)
      .addOption(new Option('--format <format>', 'format of --file when its name does not tell').choices(['csv', 'ndjson']))
      .option('--dry-run', c.flags.some((f) => f.path.join('.') === 'dry_run')
        ? 'preview: the server answers what would change and writes nothing (with --file: for every row)'
        : 'with --file: validate every row and print the plan; send nothing')
      .option('--concurrency <n>', 'rows in flight at once', '4')
      .option('--report <path>', 'write every row with its result or error to a CSV file')
      .option('-y, --yes', c.danger || c.notifies?.length ? t('help.confirm_asks') : 'do not ask before running');
  }
  if (c.confirm) cmd.option('--confirm <word>', `the word "${c.confirm}", required to run this`);
  cmd.addHelpText('after', `\nCommand id: ${c.id}${c.roles === true ? '' : `; roles: ${c.roles.join(', ')}`}\n${screenHelp(ctx, c)}`);
  cmd.action(async (...args: unknown[]) => {
    const values = args.slice(0, positionals.length) as (string | undefined)[];
    const opts = cmd.opts<Record<string, unknown>>();
    const { runEntry } = await import('./run/entry.js');
    await runEntry(ctx, rendered && opts.pdf ? rendered : c, { positionals: positionals.map((p, i) => [p, values[i]] as const), attributes, opts });
  });
}

/** `bo help <command…>` and the topic `bo help exit-codes`. */
function addHelp(program: Command): void {
  const help = program.command('help').argument('[command...]').description('help for a command, or a topic: exit-codes').helpCommand(false);
  help.action((words: string[]) => {
    if (words.join(' ') === 'exit-codes') return void process.stdout.write(EXIT_CODES_HELP);
    let target: Command = program;
    for (const w of words) {
      const next = target.commands.find((c) => c.name() === w || c.aliases().includes(w));
      if (!next) throw new CliError(`no command "${words.join(' ')}"; topics: exit-codes`, EXIT.usage);
      target = next;
    }
    target.outputHelp();
  });
}

/** Words people type for the same verb (as gh does): each answers for the others where a group lacks them. */
export const SYNONYMS: readonly (readonly string[])[] = [['show', 'get'], ['list', 'ls'], ['remove', 'rm', 'delete'], ['create', 'new']];

/**
 * Every verb of every group gets the synonyms its group does not already use for another verb
 * (`bo orders get` is `bo orders show`; `bo products get` stays product.get and `show` its view).
 */
export function addSynonyms(group: Command): void {
  const taken = new Set(group.commands.flatMap((c) => [c.name(), ...c.aliases()]));
  for (const cmd of group.commands) {
    addSynonyms(cmd);
    const words = SYNONYMS.find((set) => set.includes(cmd.name()));
    const added = (words ?? []).filter((w) => !taken.has(w));
    for (const w of added) {
      cmd.alias(w);
      taken.add(w);
    }
    if (added.length) cmd.addHelpText('after', `${t('help.aliases', { aliases: added.map((w) => [...commandPath(cmd.parent), w].join(' ')).join(', ') })}\n`);
  }
}

const commandPath = (cmd: Command | null): string[] => (cmd ? [...commandPath(cmd.parent), cmd.name()] : []);

export function buildProgram(ctx: Ctx): Command {
  const program = new Command('bo')
    .description('The back office from the terminal: every catalogue command, batch runs over CSV/NDJSON, an interactive palette (bo with no arguments).')
    .version(VERSION, '-V, --version')
    .option('--profile <name>', 'settings profile (env BO_PROFILE)')
    .option('--all', 'also list commands your roles cannot run')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) })
    .showSuggestionAfterError(true)
    // a group lists each verb with all the words it answers to: `show|get`
    .configureHelp({ subcommandTerm: (cmd) => [cmd.name(), ...cmd.aliases()].join('|') + (cmd.registeredArguments.length ? ` ${cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`)).join(' ')}` : '') });
  program.helpCommand(false);
  addBuiltins(program, ctx);
  addHelp(program);

  const visible = (c: ManifestCommand) => ctx.showAll || (mayRun(ctx, c) && !c.hidden);
  const groups = new Map<string, Command>();
  for (const c of ctx.manifest.commands) {
    let parent = program;
    for (let i = 0; i < c.verb.length - 1; i++) {
      const key = c.verb.slice(0, i + 1).join(' ');
      let group = groups.get(key);
      // `help` is both ours (topics) and an area of the catalogue (help articles): one command
      const existing = parent.commands.find((x) => x.name() === c.verb[i]);
      if (!group && existing) {
        group = existing;
        groups.set(key, group);
      }
      if (!group) {
        // a group lists what its commands do, and leaves help when none of them may be run
        const members = ctx.manifest.commands.filter((m) => m.verb.join(' ').startsWith(`${key} `));
        const shown = members.filter(visible);
        group = parent.command(c.verb[i]!, { hidden: !shown.length })
          .description((shown.length ? shown : members).map((m) => titleOf(ctx, m)).join(', '))
          .helpCommand(false);
        groups.set(key, group);
      }
      parent = group;
    }
    addEntry(parent, c, ctx, c.verb[c.verb.length - 1]!);
  }
  // views made of several catalogue commands join the groups the catalogue made
  addProductViews(program, ctx);
  addOrderViews(program, ctx);
  addJobViews(program, ctx);
  addSmsViews(program, ctx);
  addSynonyms(program);

  program.addHelpText('after', `
Sign in with bo login; bo whoami shows who you are. Output: a table on a terminal, tab-separated when
piped, --json, --ndjson or --csv. Mutations run once per row of --file rows.csv|rows.ndjson.
${ctx.viewer && !ctx.showAll ? 'Only commands your roles allow are listed: --all shows every one.\n' : ''}Exit codes: bo help exit-codes.`);
  return program;
}
