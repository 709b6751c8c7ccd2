import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import type { Services } from '../../services.js';
import { readToken, trackingKey, TRACK_PREFIX, type TrackKind } from './email-render.js';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type Recipient = { id: number; campaign_id: number; contact_id: number; email: string };

async function recipientOf(db: Db, id: number): Promise<Recipient | null> {
  const [r] = rowsOf<Recipient>(await db.execute(sql`select id::int, campaign_id::int, contact_id::int, email from email_recipients where id = ${id}`));
  return r ?? null;
}

async function recordEvent(db: Db, kind: 'open' | 'click' | 'unsubscribe', r: Recipient, url: string | null): Promise<void> {
  await db.execute(sql`insert into email_events (kind, contact_id, campaign_id, recipient_id, email, url) values (${kind}, ${r.contact_id}, ${r.campaign_id}, ${r.id}, ${r.email}, ${url})`);
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.5rem 1rem}</style></head>
<body>${body}</body></html>`;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The public routes of campaign mail, outside the catalogue (their answers are a picture, a
 * redirect and a page, and a mail client calls them without a login): each takes a token signed
 * with the server's key for one recipient (and for a click, its address), so no id can be guessed
 * or another's letter altered. A forged token is a 404 and records nothing.
 *
 * - `GET /email/o/:token`: the open pixel;
 * - `GET /email/c/:token?u=<url>`: the click, then a redirect to the address signed;
 * - `GET /email/u/:token`: asks to confirm (link scanners follow GETs); `POST`: unsubscribes,
 *   also as the one-click List-Unsubscribe-Post of RFC 8058.
 */
export async function installEmailTrackingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const db = services.database.db;
  const verify = async (kind: TrackKind, token: string, url = '') => {
    const id = readToken(await trackingKey(db, services.database), kind, token, url);
    return id === null ? null : recipientOf(db, id);
  };
  const gone = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
  const tokenOf = (request: FastifyRequest) => String((request.params as { token?: string }).token ?? '');

  app.get(`${TRACK_PREFIX}/o/:token`, async (request, reply) => {
    const r = await verify('o', tokenOf(request));
    if (r) await recordEvent(db, 'open', r, null);
    // a forged pixel is still a pixel: the picture never tells whether a token was good
    return reply.type('image/gif').header('cache-control', 'no-store, private').send(PIXEL);
  });

  app.get(`${TRACK_PREFIX}/c/:token`, async (request, reply) => {
    const url = String((request.query as { u?: string }).u ?? '');
    if (!/^https?:\/\//.test(url)) return gone(reply);
    const r = await verify('c', tokenOf(request), url);
    if (!r) return gone(reply);
    await recordEvent(db, 'click', r, url.slice(0, 2000));
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  app.get(`${TRACK_PREFIX}/u/:token`, async (request, reply) => {
    const r = await verify('u', tokenOf(request));
    if (!r) return gone(reply);
    const action = `${TRACK_PREFIX}/u/${encodeURIComponent(tokenOf(request))}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Unsubscribe',
      `<h1>Unsubscribe</h1><p>Stop marketing email to <b>${escape(r.email)}</b>?</p><p lang="mn">${escape(r.email)} хаяг руу маркетингийн имэйл илгээхээ болих уу?</p>
<form method="post" action="${action}"><button type="submit" data-testid="unsubscribe-confirm">Unsubscribe · Бүртгэлээс гарах</button></form>`));
  });

  // the confirm form and RFC 8058's one-click POST send a form body: read (and ignored) here only
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    scoped.post(`${TRACK_PREFIX}/u/:token`, async (request, reply) => {
      const r = await verify('u', tokenOf(request));
      if (!r) return gone(reply);
      const changed = rowsOf<{ id: number }>(await db.execute(sql`update email_contacts set subscribed = false, unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
        where id = ${r.contact_id} and subscribed returning id`));
      if (changed.length) await recordEvent(db, 'unsubscribe', r, null);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Unsubscribed',
        `<h1 data-testid="unsubscribed">You are unsubscribed</h1><p>${escape(r.email)} will get no more marketing email.</p><p lang="mn">${escape(r.email)} хаяг руу маркетингийн имэйл дахин илгээгдэхгүй.</p>`));
    });
  });
}
