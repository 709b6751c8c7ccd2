// Issue 21: the air routes and calls exist only on the website with the air_booking feature (the
// demo's `air`): elsewhere they are absent from the sidebar and the palette, and the API answers 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airBookingCommands, airSupplier, airTicketCommands } from '../../src/shared/commands/air/index.js';
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
      for (const id of [airBookingCommands.list.id, airBookingCommands.ticket.id, airTicketCommands.void.id, airSupplier.update.id]) {
        expect(palette.commands.some((c) => c.data.kind === 'command' && c.data.command.id === id), `${id} on ${site?.index ?? 'no website'}`).toBe(air);
      }
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

  it('serves the bookings, tickets and supplier settings on the air website to its roles only', async () => {
    const air = sites.find((w) => w.index === 'air')!;
    const { token } = await server.login('admin@demo.mn');
    const calls = [
      (c: ReturnType<TestServer['client']>) => c.call(airBookingCommands.list, {}),
      (c: ReturnType<TestServer['client']>) => c.call(airBookingCommands.get, { id: 1 }),
      (c: ReturnType<TestServer['client']>) => c.call(airBookingCommands.logs, { id: 1 }),
      (c: ReturnType<TestServer['client']>) => c.call(airBookingCommands.cancel, { id: 1 }),
      (c: ReturnType<TestServer['client']>) => c.call(airTicketCommands.list, {}),
      (c: ReturnType<TestServer['client']>) => c.call(airTicketCommands.void, { id: 1 }),
      (c: ReturnType<TestServer['client']>) => c.call(airSupplier.get, {}),
    ];
    expect((await server.client({ token, websiteId: air.id }).call(airBookingCommands.list, {})).total).toBeGreaterThan(0);
    for (const other of [...sites.filter((w) => w.index !== 'air').map((w) => w.id), undefined]) {
      for (const call of calls) expect((await expectApiError(call(server.client({ token, ...(other && { websiteId: other }) })))).status).toBe(403);
    }
    // the air desk's own people: their website is the air one; elsewhere, and for anyone else, 403
    const desk = await server.login('air@demo.mn');
    expect((await desk.api.call(airTicketCommands.list, {})).total).toBeGreaterThan(0);
    expect((await expectApiError(server.client({ token: desk.token, websiteId: sites[0]!.id }).call(airBookingCommands.list, {}))).status).toBe(403);
    // air_book reads bookings but not the supplier's settings
    const agent = await server.login('airdesk@demo.mn');
    expect((await agent.api.call(airBookingCommands.list, {})).total).toBeGreaterThan(0);
    expect((await expectApiError(agent.api.call(airSupplier.get, {}))).status).toBe(403);
    for (const email of ['orders@demo.mn', 'shop@demo.mn']) {
      const other = await server.login(email);
      for (const call of calls.slice(0, 2)) {
        expect((await expectApiError(call(other.api))).status, email).toBe(403);
        expect((await expectApiError(call(server.client({ token: other.token, websiteId: air.id })))).status, email).toBe(403);
      }
    }
  });
});
