// Issue 21: the air routes and calls exist only on the website with the air_booking feature (the
// demo's `air`): elsewhere they are absent from the sidebar and the palette, and the API answers 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airPorts } from '../../src/shared/commands/system/air.js';
import type { Viewer } from '../../src/shared/roles/access.js';
import { ROUTES } from '../../src/shared/roles/routes.js';
import { sidebar } from '../../src/shared/roles/visibility.js';
import { paletteEntries } from '../../src/web/palette/entries.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let sites: { id: number; index: string; features: string[] }[];
beforeAll(async () => {
  server = await startServer();
  sites = (await server.app.services.database.db.query.websites.findMany()).map((w) => ({ id: w.id, index: w.index, features: w.features as string[] }));
}, 180_000);
afterAll(async () => { await server?.close(); });

const AIR_ROUTES: string[] = ROUTES.filter((r) => ('features' in r ? (r.features as readonly string[]) : []).includes('air_booking')).map((r) => r.path);
const viewerOn = (site: { index: string; features: string[] } | null): Viewer => ({ roles: ['admin'], isAdmin: true, tenantId: null, website: site });

describe('air booking only on the air website', () => {
  it('the sidebar and the palette show the air routes and calls on the air website only', () => {
    expect(AIR_ROUTES).toEqual(expect.arrayContaining(['/air/booking', '/air/booking/:id/logs', '/air/ticket', '/system/air/ports']));
    for (const site of [null, ...sites]) {
      const air = site?.features.includes('air_booking') ?? false;
      const shown = sidebar(viewerOn(site)).flatMap((s) => s.items.map((i) => i.route.path));
      expect(shown.some((p) => AIR_ROUTES.includes(p)), site?.index ?? 'no website').toBe(air);
      const palette = paletteEntries(viewerOn(site), 'en');
      expect(palette.routes.some((r) => r.data.kind === 'route' && AIR_ROUTES.includes(r.data.route.path)), site?.index ?? 'no website').toBe(air);
      expect(palette.commands.some((c) => c.data.kind === 'command' && c.data.command.id === airPorts.list.id), site?.index ?? 'no website').toBe(air);
    }
  });

  it('the API answers 403 for the air calls on any other website, and serves them on the air website', async () => {
    const { token } = await server.login('admin@demo.mn');
    const air = sites.find((w) => w.index === 'air')!;
    const list = await server.client({ token, websiteId: air.id }).call(airPorts.list, { per_page: 50 });
    expect(list.items.map((p) => p.iata)).toEqual(expect.arrayContaining(['UBN', 'ULN', 'ULG', 'DLZ', 'MXV']));
    expect(list.items.find((p) => p.iata === 'ULG')).toMatchObject({ time_zone: 'Asia/Hovd', city_mn: 'Өлгий' });
    for (const other of sites.filter((w) => w.index !== 'air')) {
      expect((await expectApiError(server.client({ token, websiteId: other.id }).call(airPorts.list, {}))).status, other.index).toBe(403);
    }
    expect((await expectApiError(server.client({ token }).call(airPorts.list, {}))).status).toBe(403);
  });
});
