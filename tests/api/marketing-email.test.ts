import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import {
  campaignTemplates, emailCampaignCancel, emailCampaignCreate, emailCampaignGet, emailCampaignReport, emailCampaignSend, emailCampaignTest,
  emailCampaignUpdate, emailTemplatePreview,
} from '../../src/shared/commands/marketing/email-campaigns.js';
import {
  emailContactGet, emailContacts, emailContactsImport, emailContactsSearch, emailContactsStats, emailContactsTags, emailEvents,
  emailSegmentCreate, emailSegmentUpdate,
} from '../../src/shared/commands/marketing/email.js';
import { rowsOf } from '../../src/server/db/rows.js';
import { header, smtpMessages, startFakeSmtpServer, type SmtpDelivery } from '../helpers/fake-smtp-server.js';
import { expectApiError, startServer, testDatabase, type TestServer } from '../helpers/server.js';

type Smtp = Awaited<ReturnType<typeof startFakeSmtpServer>>;
let smtp: Smtp;
let server: TestServer;
let marketing: ApiClient;
let orders: ApiClient;

beforeAll(async () => {
  smtp = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
  server = await startServer({ messages: { ...smtpMessages(smtp.port), emailBounceToken: 'bounce-s3cret' } });
  marketing = (await server.login('marketing@demo.mn')).api;
  orders = (await server.login('orders@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const db = () => server.app.services.database.db;
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q));

async function finished(api: ApiClient, id: number) {
  await expect.poll(async () => (await api.call(getJob, { id })).job.status, { timeout: 20_000, interval: 50 }).toMatch(/done|failed/);
  return (await api.call(getJob, { id })).job;
}

/** The HTML part of a raw message, quoted-printable undone. */
function htmlOf(d: SmtpDelivery): string {
  const raw = d.data.split(/Content-Type: text\/html[^\r]*\r\n/i)[1] ?? '';
  const body = raw.split(/\r\n\r\n/).slice(1).join('\r\n\r\n').split(/\r\n--/)[0]!;
  return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
/** A header with RFC 2047 encoded words decoded. */
const decoded = (value: string | null) => (value ?? '').replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_m, b: string) => Buffer.from(b, 'base64').toString('utf8'));
const linksOf = (html: string) => [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, server.url);

const template = {
  name: 'Friday sale', subject: 'Hi {{first_name}}, 20% off', preview_text: 'Only this Friday', from_name: 'Shop.mn', from_email: 'news@shop.mn',
  body_html: '<style>h1 { color: #e30 } p.note { margin: 0 }</style><h1 onclick="steal()">Hello {{first_name}}</h1><script>alert(1)</script><p><a href="https://www.shop.mn/sale?x=1&y=2">Shop the sale</a></p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
};

describe('email audience', () => {
  it('imports a file as a job: bad and duplicate addresses refused with reasons, a known address updated, tags added', async () => {
    const { job } = await marketing.call(emailContactsImport, {
      file_name: 'list.csv', tags: ['Newsletter'],
      rows: [
        { email: 'Anu@Example.mn', first_name: 'Anu', last_name: 'Bat', phone: '99112233', tags: 'vip; friday' },
        { email: 'not-an-email', first_name: 'X' },
        { email: 'bold@example.mn', first_name: 'Bold' },
        { email: 'anu@example.mn', first_name: 'Anu again' },
        { email: '', first_name: 'Nobody' },
        { email: 'sara@example.mn', first_name: 'Sara', tags: 'friday' },
        { email: 'gone@example.mn', first_name: 'Gone', tags: 'friday' },
        { email: 'quit@example.mn', first_name: 'Quit', tags: 'friday' },
      ],
    });
    expect(job.kind).toBe('email_contact_import');
    const done = await finished(marketing, job.id);
    expect(done).toMatchObject({ status: 'done', processed: 8, succeeded: 5, failed: 3 });
    expect(done.errors.map((e) => [e.row, e.message])).toEqual([[2, 'bad email'], [4, 'duplicate of row 1'], [5, 'no email']]);
    expect(done.result?.name).toBe('list-refused-rows.csv');
    const found = await marketing.call(emailContactsSearch, { query: 'anu@' });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ email: 'anu@example.mn', first_name: 'Anu', phone: '99112233', source: 'import', subscribed: true });
    expect(found.items[0]!.tags.sort()).toEqual(['friday', 'newsletter', 'vip']);
    // the same file again: nobody twice, names kept, nothing refused but the file's own faults
    const again = await finished(marketing, (await marketing.call(emailContactsImport, { rows: [{ email: 'anu@example.mn', first_name: 'Other', tags: 'second' }] })).job.id);
    expect(again).toMatchObject({ succeeded: 1, failed: 0 });
    const anu = (await marketing.call(emailContactsSearch, { query: 'anu@example.mn' })).items[0]!;
    expect(anu.first_name).toBe('Anu');
    expect(anu.tags).toContain('second');
  });

  it('lists the shop’s customers as contacts without an import; stats and tags count them', async () => {
    const customers = await marketing.call(emailContacts, { q: { source_eq: 'customer' }, per_page: 5 });
    const [{ n }] = await rows<{ n: number }>(sql`select count(distinct lower(email))::int as n from users where 'customer' = any(roles) and email like '%@%'`) as [{ n: number }];
    expect(customers.total).toBe(n);
    expect(customers.items[0]!.user_id).not.toBeNull();
    const stats = await marketing.call(emailContactsStats, {});
    expect(stats).toMatchObject({ imported: 5, customers: n });
    expect(stats.total).toBe(n + 5);
    const tags = await marketing.call(emailContactsTags, {});
    expect(tags.items.find((t) => t.tag === 'friday')?.contacts).toBe(4);
    const tagged = await marketing.call(emailContacts, { q: { tags_eq: 'vip' } });
    expect(tagged.items.map((c) => c.email)).toEqual(['anu@example.mn']);
  });

  it('counts a segment live over contact fields, tags and order history, and saves it', async () => {
    const preview = await marketing.call(emailSegmentCreate, { name: 'Friday', rules: [{ field: 'tag', op: 'has', value: 'friday' }], preview: true });
    expect(preview).toMatchObject({ segment: null, contacts: 4, saved: false });
    const narrower = await marketing.call(emailSegmentCreate, {
      name: 'Friday', match: 'all', preview: true,
      rules: [{ field: 'tag', op: 'has', value: 'friday' }, { field: 'first_name', op: 'cont', value: 'an' }],
    });
    expect(narrower.contacts).toBe(1);
    // customers with completed orders over an amount (whole ₮), checked against the raw orders
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from (select u.id from users u join orders o on o.user_id = u.id and o.completed_at is not null
      where 'customer' = any(u.roles) group by u.id having count(*) >= 2 and sum(o.total) >= 10000000) x`) as [{ n: number }];
    const buyers = await marketing.call(emailSegmentCreate, {
      name: 'Buyers', preview: true, rules: [{ field: 'orders_count', op: 'gteq', value: '2' }, { field: 'orders_amount', op: 'gteq', value: '100000' }],
    });
    expect(buyers.contacts).toBe(n);
    const bad = await expectApiError(marketing.call(emailSegmentCreate, { name: 'x', rules: [{ field: 'orders_count', op: 'cont', value: '2' }] }));
    expect(bad).toMatchObject({ status: 400, fields: { 'rules.0': expect.any(String) } });
    const saved = await marketing.call(emailSegmentCreate, { name: 'Friday', rules: [{ field: 'tag', op: 'has', value: 'friday' }] });
    expect(saved).toMatchObject({ saved: true, contacts: 4, segment: { name: 'Friday', contacts: 4 } });
    const renamed = await marketing.call(emailSegmentUpdate, { id: saved.segment!.id, name: 'Friday list', rules: [{ field: 'tag', op: 'has', value: 'friday' }] });
    expect(renamed.segment?.name).toBe('Friday list');
  });
});

describe('email campaigns', () => {
  let templateId: number;
  let campaignId: number;

  it('stores a template sanitised; a body that does not compile is refused; the preview fills the fields', async () => {
    const made = await marketing.call(campaignTemplates.create, template) as { item: { id: number; body_html: string } };
    templateId = made.item.id;
    expect(made.item.body_html).not.toMatch(/script|onclick/);
    expect(made.item.body_html).toContain('href="{{unsubscribe_url}}"');
    const broken = await expectApiError(marketing.call(campaignTemplates.create, { ...template, name: 'Broken', body_html: '<p>{{#if}}</p>' }));
    expect(broken.status).toBe(400);
    const preview = await marketing.call(emailTemplatePreview, { subject: template.subject, body_html: template.body_html });
    expect(preview.subject).toBe('Hi Bat-Erdene, 20% off');
    expect(preview.html).toContain('Hello Bat-Erdene');
    expect(preview.html).not.toContain('<script');
    // the style block goes into style attributes, as mail clients want it
    expect(preview.html).toContain('<h1 style="color: #e30">Hello Bat-Erdene</h1>');
    expect(preview.html).not.toContain('<style');
  });

  it('writes a campaign from a template, counts its recipients, sends a test', async () => {
    const segment = (await marketing.call(emailSegmentCreate, { name: 'Friday only', rules: [{ field: 'tag', op: 'has', value: 'friday' }] })).segment!;
    const { campaign } = await marketing.call(emailCampaignCreate, { name: 'Friday 10:00', template_id: templateId, segment_id: segment.id });
    campaignId = campaign.id;
    expect(campaign).toMatchObject({ state: 'draft', subject: template.subject, from_email: 'news@shop.mn', segment_name: 'Friday only' });
    expect((await marketing.call(emailCampaignGet, { id: campaignId })).recipients).toBe(4);
    const before = smtp.deliveries.length;
    const test = await marketing.call(emailCampaignTest, { id: campaignId, emails: ['me@shop.mn'] });
    expect(test.sent).toEqual(['me@shop.mn']);
    const mail = smtp.deliveries.slice(before);
    expect(mail).toHaveLength(1);
    expect(decoded(header(mail[0]!.data, 'Subject'))).toMatch(/^\[Test\] Hi .+, 20% off$/);
    expect(header(mail[0]!.data, 'From')).toContain('news@shop.mn');
  });

  it('sends each address once: the unsubscribed and the bounced are never mailed; opens, clicks and the unsubscribe link are tracked', async () => {
    // one says no before the send; one mailbox does not exist
    const quit = (await marketing.call(emailContactsSearch, { query: 'quit@example.mn' })).items[0]!;
    await db().execute(sql`update email_contacts set subscribed = false where id = ${quit.id}`);
    smtp.noSuchMailbox('gone@example.mn');
    const before = smtp.deliveries.length;
    const { campaign, job } = await marketing.call(emailCampaignSend, { id: campaignId });
    expect(campaign.state).toBe('scheduled');
    expect(campaign.recipient_count).toBe(3);
    // sent twice by a double click: refused, the campaign is no draft any more
    expect((await expectApiError(marketing.call(emailCampaignSend, { id: campaignId }))).status).toBe(409);
    const done = await finished(marketing, job!.id);
    expect(done).toMatchObject({ status: 'done', processed: 3, succeeded: 2, failed: 1 });
    const got = smtp.deliveries.slice(before);
    expect(got.flatMap((d) => d.to).sort()).toEqual(['anu@example.mn', 'sara@example.mn']);
    expect((await marketing.call(emailCampaignGet, { id: campaignId })).campaign).toMatchObject({ state: 'sent', sent: 2, failed: 1 });
    // the bounce is listed and the address never mailed again
    const [bounce] = await rows<{ email: string; source: string }>(sql`select email, source from email_bounces where email = 'gone@example.mn'`);
    expect(bounce).toMatchObject({ source: `campaign:${campaignId}` });
    const gone = (await marketing.call(emailContactsSearch, { query: 'gone@example.mn' })).items[0]!;
    expect(gone.bounced_at).not.toBeNull();

    const sara = got.find((d) => d.to.includes('sara@example.mn'))!;
    expect(decoded(header(sara.data, 'Subject'))).toBe('Hi Sara, 20% off');
    expect(header(sara.data, 'List-Unsubscribe')).toMatch(/\/email\/u\//);
    const html = htmlOf(sara);
    expect(html).toContain('<h1 style="color: #e30">Hello Sara</h1>');
    const links = linksOf(html);
    const pixel = links.find((l) => l.includes('/email/o/'))!;
    const click = links.find((l) => l.includes('/email/c/'))!;
    const unsubscribe = links.find((l) => l.includes('/email/u/'))!;
    expect(html).not.toMatch(/email_recipients|recipient=\d/);
    // open, click (redirected to the address written), without a login
    expect((await fetch(local(pixel))).headers.get('content-type')).toBe('image/gif');
    const redirect = await fetch(local(click), { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://www.shop.mn/sale?x=1&y=2');
    // a forged or altered token: nothing recorded, nowhere redirected
    const forged = click.replace(/(\/c\/[0-9a-z]+\.)([A-Za-z0-9_-])/, (_m, head: string, c: string) => `${head}${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(local(forged), { redirect: 'manual' })).status).toBe(404);
    const elsewhere = click.replace(/\?u=.*/, `?u=${encodeURIComponent('https://evil.example/')}`);
    expect((await fetch(local(elsewhere), { redirect: 'manual' })).status).toBe(404);
    const otherId = unsubscribe.replace(/\/u\/([0-9a-z]+)\./, (_m, id: string) => `/u/${(parseInt(id, 36) + 1).toString(36)}.`);
    expect((await fetch(local(otherId), { method: 'POST' })).status).toBe(404);
    // the unsubscribe page asks first; the POST (the form, or one-click) unsubscribes
    const ask = await fetch(local(unsubscribe));
    expect(await ask.text()).toContain('sara@example.mn');
    const said = await fetch(local(unsubscribe), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(said.status).toBe(200);
    const saraNow = (await marketing.call(emailContactsSearch, { query: 'sara@example.mn' })).items[0]!;
    expect(saraNow.subscribed).toBe(false);
    const { events } = await marketing.call(emailContactGet, { id: saraNow.id });
    expect(events.map((e) => e.kind).sort()).toEqual(['click', 'open', 'unsubscribe']);
    const listed = await marketing.call(emailEvents, { q: { campaign_id_eq: campaignId } });
    expect(listed.items.map((e) => e.kind).sort()).toEqual(['bounce', 'click', 'open', 'unsubscribe']);

    const report = await marketing.call(emailCampaignReport, { id: campaignId });
    expect(report.totals).toMatchObject({ recipients: 3, delivered: 2, opened: 1, clicked: 1, bounced: 1, unsubscribed: 1 });
    expect(report.links).toEqual([{ url: 'https://www.shop.mn/sale?x=1&y=2', clicks: 1 }]);
    expect(report.hours.reduce((a, h) => a + h.opened + h.clicked, 0)).toBe(2);
  });

  it('counts an order within 7 days after a click as converted', async () => {
    const [buyer] = await rows<{ id: number; email: string }>(sql`select id::int, lower(email) as email from users where 'customer' = any(roles)
      and exists (select 1 from orders o where o.user_id = users.id and o.completed_at is not null) order by id limit 1`);
    const contact = (await marketing.call(emailContactsSearch, { query: buyer!.email })).items[0]!;
    await db().execute(sql`update email_contacts set tags = array['conv'] where id = ${contact.id}`);
    const segment = (await marketing.call(emailSegmentCreate, { name: 'Converted', rules: [{ field: 'tag', op: 'has', value: 'conv' }] })).segment!;
    const { campaign } = await marketing.call(emailCampaignCreate, { name: 'Conv', template_id: templateId, segment_id: segment.id });
    const { job } = await marketing.call(emailCampaignSend, { id: campaign.id });
    await finished(marketing, job!.id);
    const [r] = await rows<{ id: number; at: string }>(sql`select r.id::int, (select min(completed_at) from orders where user_id = ${buyer!.id} and completed_at is not null)::text as at
      from email_recipients r where r.campaign_id = ${campaign.id}`);
    // the click a day before the order
    await db().execute(sql`insert into email_events (kind, contact_id, campaign_id, recipient_id, email, url, at)
      values ('click', ${contact.id}, ${campaign.id}, ${r!.id}, ${contact.email}, 'https://www.shop.mn', ${r!.at}::timestamptz - interval '1 day')`);
    const report = await marketing.call(emailCampaignReport, { id: campaign.id });
    expect(report.totals).toMatchObject({ clicked: 1, converted: 1 });
    expect(report.totals.revenue).toBeGreaterThan(0);
  });

  it('takes bounces reported after the send: a hard one stops the address and counts in its campaign once, a complaint unsubscribes, a soft one is only listed', async () => {
    const report = (body: object, token = 'bounce-s3cret') => fetch(`${server.url}/api/bo/marketing/email/bounces`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
    });
    const [anu] = await rows<{ id: number }>(sql`select id::int from email_recipients where campaign_id = ${campaignId} and email = 'anu@example.mn'`);
    const friday = async () => (await marketing.call(emailSegmentCreate, { name: 'probe', rules: [{ field: 'tag', op: 'has', value: 'friday' }], preview: true })).contacts;
    expect(await friday()).toBe(1);
    expect((await report({ email: 'anu@example.mn', kind: 'hard' }, 'wrong')).status).toBe(401);
    const hard = { email: 'Anu@Example.mn', kind: 'hard', reason: '550 5.1.1 mailbox gone', message_id: `<email-${anu!.id}@shop.mn>` };
    const first = await report(hard);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: 'anu@example.mn', kind: 'hard', stopped: true, campaign_id: campaignId });
    expect((await report(hard)).status).toBe(200);
    expect((await marketing.call(emailContactsSearch, { query: 'anu@example.mn' })).items[0]!.bounced_at).not.toBeNull();
    expect(await friday()).toBe(0);
    expect((await marketing.call(emailCampaignReport, { id: campaignId })).totals).toMatchObject({ bounced: 2 });
    // a complaint (marked as spam) unsubscribes; a soft bounce (a full mailbox) stops nothing
    expect(await (await report({ email: 'bold@example.mn', kind: 'complaint' })).json()).toMatchObject({ stopped: true, campaign_id: null });
    expect((await marketing.call(emailContactsSearch, { query: 'bold@example.mn' })).items[0]).toMatchObject({ subscribed: false, bounced_at: null });
    expect(await (await report({ email: 'due9@later.mn', kind: 'soft', reason: '452 mailbox full' })).json()).toMatchObject({ stopped: false });
    const listed = await rows<{ email: string; kind: string; source: string }>(sql`select email, kind, source from email_bounces where email in ('anu@example.mn', 'bold@example.mn', 'due9@later.mn') order by id`);
    expect(listed).toEqual([
      { email: 'anu@example.mn', kind: 'hard', source: `campaign:${campaignId}` }, { email: 'anu@example.mn', kind: 'hard', source: `campaign:${campaignId}` },
      { email: 'bold@example.mn', kind: 'complaint', source: 'bounce report' }, { email: 'due9@later.mn', kind: 'soft', source: 'bounce report' },
    ]);
  });

  it('schedules for later: editable only as a draft, canceled back to a draft; a past time is refused', async () => {
    const { campaign } = await marketing.call(emailCampaignCreate, { name: 'Later', template_id: templateId });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await marketing.call(emailCampaignSend, { id: campaign.id, at });
    expect(scheduled).toMatchObject({ job: null, campaign: { state: 'scheduled', send_at: at } });
    expect((await expectApiError(marketing.call(emailCampaignUpdate, { id: campaign.id, subject: 'Changed' }))).status).toBe(409);
    expect((await marketing.call(emailCampaignCancel, { id: campaign.id })).campaign.state).toBe('draft');
    const past = await expectApiError(marketing.call(emailCampaignSend, { id: campaign.id, at: '2020-01-01T00:00:00Z' }));
    expect(past).toMatchObject({ status: 400, fields: { at: 'is in the past' } });
  });

  it('a scheduled send falls due by itself; an address that says no or bounced meanwhile is skipped, never mailed', async () => {
    const { job } = await marketing.call(emailContactsImport, { rows: ['due1', 'due2', 'due3'].map((n) => ({ email: `${n}@later.mn`, tags: 'due' })) });
    await finished(marketing, job.id);
    const segment = (await marketing.call(emailSegmentCreate, { name: 'Due', rules: [{ field: 'tag', op: 'has', value: 'due' }] })).segment!;
    const { campaign } = await marketing.call(emailCampaignCreate, { name: 'Due', template_id: templateId, segment_id: segment.id });
    const scheduled = await marketing.call(emailCampaignSend, { id: campaign.id, at: new Date(Date.now() + 1500).toISOString() });
    expect(scheduled.campaign).toMatchObject({ state: 'scheduled', recipient_count: 3 });
    // after it was scheduled: one unsubscribes, the shop's own mail to another bounces
    await db().execute(sql`update email_contacts set subscribed = false where email = 'due1@later.mn'`);
    await db().execute(sql`insert into email_bounces (email, kind, reason, source) values ('due2@later.mn', 'hard', '550 no such user', 'outbox')`);
    const before = smtp.deliveries.length;
    await expect.poll(async () => (await marketing.call(emailCampaignGet, { id: campaign.id })).campaign.state, { timeout: 30_000, interval: 200 }).toBe('sent');
    expect(smtp.deliveries.slice(before).flatMap((d) => d.to)).toEqual(['due3@later.mn']);
    const states = await rows<{ email: string; state: string }>(sql`select email, state from email_recipients where campaign_id = ${campaign.id} order by email`);
    expect(states.map((r) => r.state)).toEqual(['skipped', 'skipped', 'sent']);
  }, 60_000);

  it('refuses roles §2 does not list', async () => {
    expect((await expectApiError(orders.call(emailContacts, {}))).status).toBe(403);
    expect((await expectApiError(orders.call(emailCampaignSend, { id: campaignId }))).status).toBe(403);
  });
});

describe('a send interrupted by a server stop', () => {
  it('resumes on the next start and mails each address exactly once', async () => {
    const relay = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
    const store = await testDatabase({ lasting: true, seeded: true });
    try {
      let first = await startServer({ database: store.database, messages: smtpMessages(relay.port) });
      const api = (await first.login('marketing@demo.mn')).api;
      const emails = Array.from({ length: 120 }, (_, i) => `r${i}@resume.mn`);
      await finished(api, (await api.call(emailContactsImport, { rows: emails.map((email) => ({ email, tags: 'resume' })) })).job.id);
      const item = await api.call(campaignTemplates.create, { ...template, name: 'Resume' }) as { item: { id: number } };
      const segment = (await api.call(emailSegmentCreate, { name: 'Resume', rules: [{ field: 'tag', op: 'has', value: 'resume' }] })).segment!;
      const { campaign } = await api.call(emailCampaignCreate, { name: 'Resume', template_id: item.item.id, segment_id: segment.id });
      relay.slow(20);
      await api.call(emailCampaignSend, { id: campaign.id });
      await expect.poll(() => relay.deliveries.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(10);
      await first.close();
      const partial = relay.deliveries.length;
      expect(partial).toBeLessThan(120);
      relay.slow(0);
      first = await startServer({ database: store.database, messages: smtpMessages(relay.port) });
      const again = (await first.login('marketing@demo.mn')).api;
      await expect.poll(async () => (await again.call(emailCampaignGet, { id: campaign.id })).campaign.state, { timeout: 30_000, interval: 100 }).toBe('sent');
      const to = relay.deliveries.flatMap((d) => d.to);
      expect(to).toHaveLength(120);
      expect(new Set(to).size).toBe(120);
      expect((await again.call(emailCampaignGet, { id: campaign.id })).campaign).toMatchObject({ sent: 120, failed: 0 });
      await first.close();
    } finally {
      await relay.close();
      await store.drop();
    }
  }, 120_000);
});
