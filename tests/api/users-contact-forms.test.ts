// Issue 22: the storefront's contact form messages (§7 contact_forms): read and unread, assigned, a
// reply sent by email through the outbox to a local server that speaks SMTP, then closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { assign, assignees, close, get, list, mark, reply } from '../../src/shared/commands/contact-forms.js';
import { header, smtpMessages, startFakeSmtpServer } from '../helpers/fake-smtp-server.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let server: TestServer;
let support: ApiClient;

beforeAll(async () => {
  smtp = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
  server = await startServer({
    messages: smtpMessages(smtp.port),
  });
  support = (await server.login('support@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('contact forms', () => {
  it('lists with search and the unread filter; read and unread again', async () => {
    const unread = await support.call(list, { q: { read_eq: false } });
    expect(unread.items.length).toBeGreaterThan(0);
    expect(unread.items.every((f) => !f.read)).toBe(true);
    const found = await support.call(list, { query: 'Darkhan' });
    expect(found.items.map((f) => f.name)).toEqual(['Anna']);
    const first = unread.items[0]!;
    expect((await support.call(mark, { id: first.id, read: true })).contact_form.read).toBe(true);
    expect((await support.call(list, { q: { read_eq: false } })).items.map((f) => f.id)).not.toContain(first.id);
    expect((await support.call(mark, { id: first.id, read: false })).contact_form.read).toBe(false);
  });

  it('assigns to a person who answers messages, and to nobody else', async () => {
    const { items } = await support.call(list, { query: 'Буцаалт' });
    const people = (await support.call(assignees, {})).items;
    const person = people.find((p) => p.email === 'support@demo.mn')!;
    expect((await support.call(assign, { id: items[0]!.id, assignee_id: person.id })).contact_form).toMatchObject({ assignee_id: person.id });
    const refused = await expectApiError(support.call(assign, { id: items[0]!.id, assignee_id: (await server.login('catalog@demo.mn')).userId }));
    expect(refused.status).toBe(400);
    expect(refused.fields).toHaveProperty('assignee_id');
  });

  it('a reply leaves by SMTP to the sender, is kept with its delivery, and the message closes', async () => {
    const { items } = await support.call(list, { query: 'saraa@example.mn' });
    const form = items[0]!;
    const sent = await support.call(reply, { id: form.id, body: 'Сайн байна уу, буцаах боломжтой. Баярлалаа.' });
    expect(sent.reply).toMatchObject({ subject: 'Re: Буцаалт', author: expect.any(String) });
    expect(sent.contact_form).toMatchObject({ read: true, replies: 1 });

    let replies = (await support.call(get, { id: form.id })).replies;
    for (let i = 0; i < 600 && replies[0]!.delivery !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      replies = (await support.call(get, { id: form.id })).replies;
    }
    expect(replies[0]!.delivery).toBe('sent');
    const mine = smtp.deliveries.filter((d) => d.to.includes('saraa@example.mn'));
    expect(mine).toHaveLength(1);
    expect(header(mine[0]!.data, 'To')).toContain('saraa@example.mn');
    expect(mine[0]!.data).toContain('Content-Type');

    expect((await support.call(close, { id: form.id })).contact_form.state).toBe('closed');
    const late = await expectApiError(support.call(reply, { id: form.id, body: 'more' }));
    expect(late.status).toBe(409);
    const noAddress = (await support.call(list, { query: 'Лизинг' })).items[0]!;
    const refused = await expectApiError(support.call(reply, { id: noAddress.id, body: 'hello' }));
    expect(refused.status).toBe(422);
  });

  it('a role without contacts is refused', async () => {
    const catalog = (await server.login('catalog@demo.mn')).api;
    expect((await expectApiError(catalog.call(list, {}))).status).toBe(403);
  });
});
