import type { AnyCommand } from '../../shared/commands/index.js';
import { search } from '../../shared/search/matcher.js';
import type { SearchItem } from '../../shared/schema/search.js';
import type { PaletteEntries, PaletteTarget } from './entries.js';
import { recentKey, type RecentEntry } from './recent.js';
import { commandValue, liveValue, routeValue } from './values.js';

/** A server result with the searcher that found it. */
export interface LiveItem extends SearchItem {
  readonly kind: string;
}

export interface LiveGroup {
  readonly kind: string;
  /** i18n key of the heading, as the server names it. */
  readonly title: string;
  readonly items: readonly LiveItem[];
}

/** With a query, each local group shows its best few; the live groups come bounded by the server. */
export const GROUP_LIMIT = 10;

/** What a row does when chosen; the dialog turns it into navigation, a form, or a new query. */
export type RowAction =
  | { readonly kind: 'route'; readonly routeId: string; readonly href: string }
  | { readonly kind: 'command'; readonly command: AnyCommand }
  | { readonly kind: 'live'; readonly item: LiveItem }
  | { readonly kind: 'search'; readonly query: string }
  | { readonly kind: 'clear_recent' };

export interface Row {
  /** cmdk item value: unique in the list. */
  readonly value: string;
  readonly title: string;
  /** The title is an i18n key rather than text (the palette's own rows). */
  readonly titleIsKey?: boolean;
  readonly subtitle?: string | undefined;
  /** `g u`: the go-to shortcut of a route. */
  readonly keys?: readonly string[] | undefined;
  readonly tag?: 'query' | 'mutation' | undefined;
  readonly action: RowAction;
}

export interface Section {
  readonly id: string;
  /** An i18n key (ours, or the server group's title). */
  readonly heading: string;
  readonly rows: readonly Row[];
}

export interface SectionInput {
  readonly query: string;
  readonly entries: PaletteEntries;
  readonly recent: readonly RecentEntry[];
  readonly live: readonly LiveGroup[];
  /** Route id → the letter after `g`. */
  readonly gotoKeys: ReadonlyMap<string, string>;
}

function targetRow(value: string, target: PaletteTarget, title: string, gotoKeys: ReadonlyMap<string, string>): Row {
  if (target.kind === 'route') {
    const key = gotoKeys.get(target.route.id);
    return { value, title, subtitle: target.href, keys: key ? ['g', key] : undefined, action: { kind: 'route', routeId: target.route.id, href: target.href } };
  }
  const { command } = target;
  return { value, title, subtitle: `bo ${command.cli.verb.join(' ')}`, tag: command.kind, action: { kind: 'command', command } };
}

function liveRow(item: LiveItem, prefix = ''): Row {
  return { value: `${prefix}${liveValue(item)}`, title: item.title, subtitle: item.subtitle, action: { kind: 'live', item } };
}

/** Recent entries still meaningful for this viewer: a route or command he lost is left out. */
function recentRows({ recent, entries, gotoKeys }: SectionInput): Row[] {
  const byValue = new Map([...entries.routes, ...entries.commands].map((e) => [e.id, e]));
  const rows: Row[] = [];
  for (const item of recent) {
    const value = `recent:${recentKey(item)}`;
    if (item.type === 'search') {
      rows.push({ value, title: item.query, action: { kind: 'search', query: item.query } });
      continue;
    }
    if (item.type === 'live') {
      rows.push(liveRow({ kind: item.kind, id: item.id, title: item.title, subtitle: item.subtitle, href: item.href }, 'recent:'));
      continue;
    }
    const entry = byValue.get(item.type === 'route' ? routeValue(item.routeId) : commandValue(item.commandId));
    if (entry) rows.push(targetRow(value, entry.data, entry.title, gotoKeys));
  }
  if (rows.length) rows.push({ value: 'recent:clear', title: 'palette.clear_recent', titleIsKey: true, action: { kind: 'clear_recent' } });
  return rows;
}

/**
 * The palette's groups for a query, in display order, so that the first row is the top result:
 * with no query Recent, Go to and Commands in full; with one, the matched local groups ordered by
 * their best score, then the server's groups in its order.
 */
export function buildSections(input: SectionInput): Section[] {
  const { query, entries, live, gotoKeys } = input;
  if (query.trim() === '') {
    const sections: Section[] = [
      { id: 'recent', heading: 'palette.groups.recent', rows: recentRows(input) },
      { id: 'goto', heading: 'palette.groups.goto', rows: entries.routes.map((e) => targetRow(e.id, e.data, e.title, gotoKeys)) },
      { id: 'commands', heading: 'palette.groups.commands', rows: entries.commands.map((e) => targetRow(e.id, e.data, e.title, gotoKeys)) },
    ];
    return sections.filter((s) => s.rows.length > 0);
  }
  const matches = search(entries.index, query);
  const local = { goto: { best: 0, rows: [] as Row[] }, commands: { best: 0, rows: [] as Row[] } };
  for (const m of matches) {
    const group = m.entry.data.kind === 'route' ? local.goto : local.commands;
    if (group.rows.length >= GROUP_LIMIT) continue;
    if (group.rows.length === 0) group.best = m.score;
    group.rows.push(targetRow(m.entry.id, m.entry.data, m.entry.title, gotoKeys));
  }
  const localSections = [
    { id: 'goto', heading: 'palette.groups.goto', rows: local.goto.rows, best: local.goto.best },
    { id: 'commands', heading: 'palette.groups.commands', rows: local.commands.rows, best: local.commands.best },
  ]
    .filter((s) => s.rows.length > 0)
    .sort((a, b) => b.best - a.best)
    .map(({ id, heading, rows }): Section => ({ id, heading, rows }));
  const liveSections = live.map((g): Section => ({ id: `live:${g.kind}`, heading: g.title, rows: g.items.map((item) => liveRow(item)) }));
  return [...localSections, ...liveSections];
}
