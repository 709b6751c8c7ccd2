import { canAccess, type Viewer } from '../../shared/roles/access.js';
import type { Route } from '../../shared/roles/routes.js';
import { SIDEBAR_GROUPS } from '../../shared/roles/routes.js';
import { linkPath, visibleRoutes } from '../../shared/roles/visibility.js';
import { catalogue, type AnyCommand } from '../../shared/commands/index.js';
import type { OrderFacts } from '../../shared/commands/orders/availability.js';
import { LOCALES, lookup } from '../../shared/i18n/index.js';
import { buildIndex, type MatchEntry, type SearchIndex } from '../../shared/search/matcher.js';
import { extraEntries } from './extra-entries.js';
import { commandValue, routeValue } from './values.js';

export type Locale = (typeof LOCALES)[number];

/** The palette's language: i18next's, Mongolian or else English. */
export const localeOf = (language: string): Locale => (language === 'mn' ? 'mn' : 'en');

/** What a palette entry leads to. */
export type PaletteTarget =
  | { readonly kind: 'route'; readonly route: Route; readonly href: string }
  | { readonly kind: 'command'; readonly command: AnyCommand };

export interface PaletteEntries {
  readonly routes: readonly MatchEntry<PaletteTarget>[];
  readonly commands: readonly MatchEntry<PaletteTarget>[];
  /** Both lists in one index, built once per viewer and language. */
  readonly index: SearchIndex<PaletteTarget>;
}

const groupLabel = new Map<string, string>(SIDEBAR_GROUPS.map((g) => [g.id, g.label]));

/** A message in every language, the viewer's first; the key itself when a message is missing. */
function inEveryLanguage(key: string, lang: Locale): { own: string; others: string[] } {
  const own = lookup(lang, key) ?? key;
  const others = LOCALES.filter((l) => l !== lang).map((l) => lookup(l, key)).filter((s): s is string => !!s && s !== own);
  return { own, others };
}


const built = new WeakMap<Viewer, Map<Locale, PaletteEntries>>();

/** `paletteEntries`, remembered per viewer and language: opening the palette again costs nothing. */
export function cachedPaletteEntries(viewer: Viewer, lang: Locale): PaletteEntries {
  let byLang = built.get(viewer);
  if (!byLang) built.set(viewer, (byLang = new Map()));
  let entries = byLang.get(lang);
  if (!entries) byLang.set(lang, (entries = paletteEntries(viewer, lang)));
  return entries;
}

/**
 * Go to: every route the viewer may open that needs no parameter (detail pages come through the
 * live results instead). Commands: every catalogue entry offered in the palette that he may run.
 */
export function paletteEntries(viewer: Viewer, lang: Locale): PaletteEntries {
  const routes: MatchEntry<PaletteTarget>[] = [];
  const visible = visibleRoutes(viewer);
  for (const route of visible) {
    const href = linkPath(route.path);
    if (href === null) continue;
    // a detail page whose parameters are all optional (/orders/:number?) is not a destination of
    // its own without them; its list is (sidebar routes keep theirs: /products/all/:slug?)
    if (!route.sidebar && href !== route.path) continue;
    const title = inEveryLanguage(route.label, lang);
    const group = route.group === 'none' ? undefined : groupLabel.get(route.group);
    const groupTitles = group ? [inEveryLanguage(group, 'en').own, inEveryLanguage(group, 'mn').own] : [];
    routes.push({
      id: routeValue(route.id),
      title: title.own,
      otherTitles: title.others,
      keywords: groupTitles,
      // the id reads as words too: "users list" finds /u/users whatever the label says
      paths: [href, route.id],
      data: { kind: 'route', route, href },
    });
  }
  const commands: MatchEntry<PaletteTarget>[] = [];
  for (const command of catalogue) {
    if (command.ui.hidden || command.public || !canAccess(command, viewer)) continue;
    const title = inEveryLanguage(command.ui.title, lang);
    commands.push({
      id: commandValue(command.id),
      title: title.own,
      otherTitles: title.others,
      keywords: command.ui.keywords ?? [],
      paths: [command.id, command.cli.verb.join(' ')],
      data: { kind: 'command', command },
    });
  }
  routes.push(...extraEntries(visible));
  return { routes, commands, index: buildIndex([...routes, ...commands]) };
}

/**
 * The entries with an order open: its operations that cannot run on it (their command's
 * `available` rule, the server's too) are left out; the others stay, to run on it.
 */
export function onOpenOrder(entries: PaletteEntries, order: OrderFacts | null): PaletteEntries {
  if (!order) return entries;
  const commands = entries.commands.filter((e) => e.data.kind !== 'command' || !e.data.command.available?.(order));
  if (commands.length === entries.commands.length) return entries;
  return { routes: entries.routes, commands, index: buildIndex([...entries.routes, ...commands]) };
}
