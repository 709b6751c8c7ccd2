// Issue 14: an e-ticket template that does not compile is refused with 400 naming its line; the
// preview fills a saved one with the sample ticket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eTicketTemplates, previewETicket } from '../../src/shared/commands/system/e-ticket-templates.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); }, 180_000);
afterAll(async () => { await server?.close(); });

describe('e-ticket templates', () => {
  it('refuses a template that does not compile, naming the line; previews one that does', async () => {
    const { api } = await server.login('shop@demo.mn');
    const broken = await expectApiError(api.call(eTicketTemplates.create, { code: 'broken', name_en: 'Broken', name_mn: 'Эвдэрсэн', html: '<p>ok</p>\n{{#if seat}}<b>{{seat}}</b>' }));
    expect(broken.status).toBe(400);
    expect(broken.fields?.html).toContain('line 2');
    const { html } = await api.call(previewETicket, { html: '<p>{{passenger_name}} · {{flight}} · {{seat}}</p>' });
    expect(html).toBe('<p>BATBOLD / GANBAATAR MR · OM 301 · 14C</p>');
  });
});
