import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Handlebars from 'handlebars';
import sanitizeHtml from 'sanitize-html';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { badRequest } from '../../errors.js';
import { inlineCss } from './css-inline.js';

/**
 * A campaign letter's HTML as stored: what mail clients render (tables, inline styles, images,
 * http(s) and mailto links) and nothing that runs (scripts, event handlers, forms, frames,
 * javascript: URLs). Handlebars fields (`{{first_name}}`, `href="{{unsubscribe_url}}"`) pass.
 */
const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'html', 'head', 'body', 'title', 'meta', 'style', 'div', 'span', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'strong', 'i', 'em', 'u', 's',
    'small', 'sub', 'sup', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'center', 'font',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'id', 'align', 'valign', 'width', 'height', 'bgcolor', 'color', 'dir', 'title'],
    a: ['href', 'target', 'name'], img: ['src', 'alt', 'border'], table: ['border', 'cellpadding', 'cellspacing', 'role'], meta: ['charset', 'name', 'content'],
    td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], font: ['face', 'size'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowVulnerableTags: true,
  nonTextTags: ['script', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object'],
  disallowedTagsMode: 'discard',
};

export const sanitizeEmailHtml = (html: string): string => sanitizeHtml(html, EMAIL_HTML);

/** A letter's body as it leaves: sanitised, then its style blocks inlined (done once per campaign, not per recipient). */
export const letterHtml = (html: string): string => inlineCss(sanitizeEmailHtml(html));

const engine = Handlebars.create();

/** The fields a letter may use, as the editor's help lists them. */
export interface LetterData { first_name: string; last_name: string; email: string; phone: string; unsubscribe_url: string }

export const SAMPLE_LETTER: LetterData = { first_name: 'Bat-Erdene', last_name: 'Dorj', email: 'customer1@example.mn', phone: '88179558', unsubscribe_url: 'https://www.shop.mn/unsubscribe' };

/** Compiles a subject or body, or refuses it naming the field (a template that does not compile is never stored). */
export function compileLetter(text: string, field: string): (data: LetterData) => string {
  try {
    const render = engine.compile(text, { knownHelpersOnly: true, strict: false });
    render(SAMPLE_LETTER);
    return render;
  } catch (e) {
    throw badRequest({ [field]: String((e as Error).message).split('\n').filter(Boolean).pop() ?? 'does not compile' });
  }
}

let cachedKey: { db: object; key: Buffer } | null = null;

/** The tracking tokens' key: one row made on first use, the same for every server instance on the database. */
export async function trackingKey(db: DbOrTx, owner: object): Promise<Buffer> {
  if (cachedKey?.db === owner) return cachedKey.key;
  await db.execute(sql`insert into email_tracking_keys (id, secret) values (1, ${randomBytes(32).toString('base64url')}) on conflict (id) do nothing`);
  const [row] = rowsOf<{ secret: string }>(await db.execute(sql`select secret from email_tracking_keys where id = 1`));
  const key = Buffer.from(row!.secret, 'base64url');
  cachedKey = { db: owner, key };
  return key;
}

export type TrackKind = 'o' | 'c' | 'u';

const mac = (key: Buffer, kind: TrackKind, recipient: number, url: string) =>
  createHmac('sha256', key).update(`${kind}\n${recipient}\n${url}`).digest().subarray(0, 16).toString('base64url');

/** `<recipient in base 36>.<HMAC>`: the id alone opens nothing, the signature cannot be made without the key. */
export const trackToken = (key: Buffer, kind: TrackKind, recipient: number, url = '') => `${recipient.toString(36)}.${mac(key, kind, recipient, url)}`;

/** The recipient a token was signed for, or null for a forged or altered one. */
export function readToken(key: Buffer, kind: TrackKind, token: string, url = ''): number | null {
  const m = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const id = parseInt(m[1]!, 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const want = Buffer.from(mac(key, kind, id, url));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? id : null;
}

export const TRACK_PREFIX = '/email';

/**
 * A letter as one recipient gets it: the fields filled in, every http(s) link through the click
 * redirect, the open pixel at the end, the preview text hidden at the top.
 */
export function personalise(
  compiled: { subject: (d: LetterData) => string; body: (d: LetterData) => string; previewText: string },
  contact: { id: number; email: string; first_name: string | null; last_name: string | null; phone: string | null },
  tracking: { key: Buffer; base: string; recipient: number } | null,
): { subject: string; html: string; unsubscribeUrl: string } {
  const t = tracking;
  const unsubscribeUrl = t ? `${t.base}${TRACK_PREFIX}/u/${trackToken(t.key, 'u', t.recipient)}` : `${SAMPLE_LETTER.unsubscribe_url}`;
  const data: LetterData = {
    first_name: contact.first_name ?? '', last_name: contact.last_name ?? '', email: contact.email, phone: contact.phone ?? '', unsubscribe_url: unsubscribeUrl,
  };
  let html = compiled.body(data);
  if (t) {
    html = html.replace(/href="(https?:\/\/[^"]+)"/g, (whole, raw: string) => {
      const url = raw.replace(/&amp;/g, '&');
      if (url === unsubscribeUrl) return whole;
      return `href="${t.base}${TRACK_PREFIX}/c/${trackToken(t.key, 'c', t.recipient, url)}?u=${encodeURIComponent(url)}"`;
    });
    html += `<img src="${t.base}${TRACK_PREFIX}/o/${trackToken(t.key, 'o', t.recipient)}" width="1" height="1" alt="" style="display:none">`;
  }
  if (compiled.previewText) {
    const hidden = Handlebars.escapeExpression(compiled.previewText);
    html = `<div style="display:none;max-height:0;overflow:hidden">${hidden}</div>${html}`;
  }
  return { subject: compiled.subject(data), html, unsubscribeUrl };
}
