import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/shared/roles/access.js';
import { gotoShortcuts } from '../../src/web/keyboard/goto.js';
import { paletteEntries } from '../../src/web/palette/entries.js';
import { parseRecent, pushRecent, RECENT_LIMIT, serializeRecent, type RecentEntry } from '../../src/web/palette/recent.js';
import { buildSections, GROUP_LIMIT, type LiveGroup } from '../../src/web/palette/sections.js';

const website = { index: 'product', features: [] };
const admin: Viewer = { roles: ['admin'], isAdmin: true, tenantId: null, website };
const merchant: Viewer = { roles: ['merchant'], isAdmin: false, tenantId: 1, website };

describe('recent', () => {
  it('keeps the last 10 distinct entries, newest first', () => {
    let list: RecentEntry[] = [];
    for (let i = 0; i < 15; i++) list = pushRecent(list, { type: 'search', query: `q${i}` });
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toEqual({ type: 'search', query: 'q14' });
    list = pushRecent(list, { type: 'search', query: 'Q10 ' });
    expect(list.filter((e) => e.type === 'search' && e.query.trim().toLowerCase() === 'q10')).toHaveLength(1);
    expect(list[0]).toEqual({ type: 'search', query: 'Q10 ' });
  });

  it('reads back what it wrote and drops anything else', () => {
    const list: RecentEntry[] = [{ type: 'route', routeId: 'users.list' }, { type: 'command', commandId: 'user.search' }];
    expect(parseRecent(serializeRecent(list))).toEqual(list);
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent(JSON.stringify({ version: 2, items: list }))).toEqual([]);
  });
});

describe('go-to shortcuts', () => {
  it('gives each letter the first candidate the viewer may open', () => {
    const keys = (v: Viewer) => Object.fromEntries(gotoShortcuts(v).map((g) => [g.key, g.href]));
    expect(keys(admin)).toMatchObject({ d: '/dashboard', o: '/orders/list', u: '/u/users', s: '/profile' });
    const m = keys(merchant);
    expect(m.o).toBe('/merchant/orders');
    expect(m.u).not.toBe('/u/users');
  });

  it('never offers a letter twice', () => {
    const letters = gotoShortcuts(admin).map((g) => g.key);
    expect(new Set(letters).size).toBe(letters.length);
  });
});

describe('palette sections', () => {
  const entries = paletteEntries(admin, 'en');
  const gotoKeys = new Map(gotoShortcuts(admin).map((g) => [g.route.id as string, g.key]));
  const sections = (query: string, recent: RecentEntry[] = [], live: LiveGroup[] = []) =>
    buildSections({ query, entries, recent, live, gotoKeys });

  it('offers only routes without a required parameter, and no hidden or public command', () => {
    expect(entries.routes.every((e) => e.data.kind === 'route' && !e.data.href.includes(':'))).toBe(true);
    const ids = entries.commands.map((e) => e.id);
    expect(ids).toContain('command:user.search');
    expect(ids).not.toContain('command:system.search');
    expect(ids).not.toContain('command:auth.login');
  });

  it('a merchant sees no staff command', () => {
    const ids = paletteEntries(merchant, 'en').commands.map((e) => e.id);
    expect(ids).not.toContain('command:user.create');
  });

  it('with no query: Recent, then every route, then every command', () => {
    const s = sections('', [{ type: 'route', routeId: 'users.list' }, { type: 'route', routeId: 'no.such.route' }]);
    expect(s.map((x) => x.id)).toEqual(['recent', 'goto', 'commands']);
    // the unknown route is dropped; the clear row follows the real one
    expect(s[0]!.rows.map((r) => r.action.kind)).toEqual(['route', 'clear_recent']);
    expect(s[1]!.rows).toHaveLength(entries.routes.length);
  });

  it('with a query: the group of the best match first, its top row first, each group bounded', () => {
    const s = sections('list users');
    expect(s[0]!.rows[0]!.title).toBe('List users');
    const t = sections('users');
    expect(t[0]!.id).toBe('goto');
    expect(t[0]!.rows[0]!.value).toBe('route:users.list');
    expect(t[0]!.rows[0]!.keys).toEqual(['g', 'u']);
    for (const section of sections('e')) expect(section.rows.length).toBeLessThanOrEqual(GROUP_LIMIT);
  });

  it('matches Mongolian titles from an English session', () => {
    expect(sections('хэрэглэгч').flatMap((x) => x.rows).length).toBeGreaterThan(0);
  });

  it('live groups come after the local ones, under their own heading', () => {
    const live: LiveGroup[] = [{ kind: 'users', title: 'nav.groups.users', items: [{ kind: 'users', id: '12', title: 'Bat', subtitle: 'bat@example.mn', href: '/u/users/12' }] }];
    const s = sections('users', [], live);
    expect(s.at(-1)).toMatchObject({ id: 'live:users', heading: 'nav.groups.users' });
    expect(s.at(-1)!.rows[0]).toMatchObject({ value: 'live:users:/u/users/12', action: { kind: 'live' } });
  });
});
