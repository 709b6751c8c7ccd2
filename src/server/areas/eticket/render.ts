import { asc, eq } from 'drizzle-orm';
import Handlebars from 'handlebars';
import qrcode from 'qrcode-generator';
import type { ETicketJson } from '../../../shared/commands/eticket.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { lookup } from '../../../shared/i18n/index.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { CUSTOMER_LOCALE } from '../../outbox/enqueue.js';
import { fill } from '../../outbox/templates.js';
import { createPdf, heading, pdfBytes, translator, type Locale } from '../../pdf/document.js';

const { eTicketTemplates, orders, websites } = schema;

/** The e-ticket templates an event ticket is printed with, the first active one found. */
const TEMPLATE_ORDER = ['event', 'standard'];

function matrix(code: string) {
  const qr = qrcode(0, 'M');
  qr.addData(code);
  qr.make();
  return qr;
}

/** The ticket's code as a scannable SVG: what the door's scanner reads is the code itself. */
export function qrSvg(code: string, size = 160): string {
  const qr = matrix(code);
  const n = qr.getModuleCount();
  let path = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c} ${r}h1v1h-1z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="QR ${code}" width="${size}" height="${size}" viewBox="-2 -2 ${n + 4} ${n + 4}" shape-rendering="crispEdges">`
    + `<rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/** What a template's placeholders are filled with: the e-ticket's own, and the air ticket's names for the same things. */
function values(ticket: ETicketJson) {
  return {
    code: ticket.code, event: ticket.event, seat: ticket.seat ?? '', holder: ticket.holder_name ?? '', order_number: ticket.order_number,
    state: ticket.state, issued_at: formatDate(ticket.issued_at), qr: new Handlebars.SafeString(qrSvg(ticket.code)),
    // the air templates' names, so a flight template prints an event ticket too
    passenger_name: ticket.holder_name ?? '', ticket_number: ticket.code, booking_reference: ticket.order_number, flight: ticket.event,
  };
}

export async function renderTicketHtml(db: DbOrTx, ticket: ETicketJson): Promise<{ html: string; template: string }> {
  const rows = await db.select({ code: eTicketTemplates.code, html: eTicketTemplates.html }).from(eTicketTemplates)
    .where(eq(eTicketTemplates.active, true)).orderBy(asc(eTicketTemplates.id));
  const rank = (code: string) => (TEMPLATE_ORDER.includes(code) ? TEMPLATE_ORDER.indexOf(code) : TEMPLATE_ORDER.length);
  rows.sort((a, b) => rank(a.code) - rank(b.code));
  const template = rows[0] ?? { code: 'built-in', html: BUILT_IN };
  // a template is checked when saved (it compiles); its values are escaped, the QR is ours
  const html = Handlebars.compile(template.html, { strict: false })(values(ticket));
  return { html, template: template.code };
}

/** When no e-ticket template is active: the code, the QR, the event, the seat and the holder. */
export const BUILT_IN = `<main style="font-family: sans-serif; max-width: 520px">
<h1>{{event}}</h1>
<p>{{holder}}{{#if seat}} · {{seat}}{{/if}}</p>
{{qr}}
<p style="font: 600 20px monospace">{{code}}</p>
<p>{{order_number}}</p>
</main>`;

/** An A4 page: the event, seat, holder, the QR drawn module by module and the code under it. */
export async function renderTicketPdf(ticket: ETicketJson, locale: Locale): Promise<Uint8Array> {
  const t = translator(locale);
  const doc = createPdf(`${t('eticket_ui.ticket')} ${ticket.code}`);
  heading(doc, ticket.event, `${t('eticket_ui.fields.order')} ${ticket.order_number}`);
  const rows: [string, string][] = [
    [t('eticket_ui.fields.holder'), ticket.holder_name ?? ''], [t('eticket_ui.fields.seat'), ticket.seat ?? ''],
    [t('eticket_ui.fields.state'), t(`eticket_ui.states.${ticket.state}`)], [t('eticket_ui.fields.issued_at'), formatDate(ticket.issued_at)],
  ];
  doc.fontSize(11);
  for (const [k, v] of rows.filter(([, v]) => v)) doc.font('bold').text(`${k}: `, { continued: true }).font('body').text(v);
  const qr = matrix(ticket.code);
  const n = qr.getModuleCount();
  const cell = 5;
  const x0 = doc.page.margins.left;
  const y0 = doc.y + 16;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) doc.rect(x0 + c * cell, y0 + r * cell, cell, cell);
  doc.fill('#000000');
  doc.font('bold').fontSize(18).text(ticket.code, x0, y0 + n * cell + 12);
  return pdfBytes(doc);
}

/** The SMS or email that carries the ticket, in the customer's language (an SMS goes out in Latin letters). */
export async function ticketMessage(db: DbOrTx, ticket: ETicketJson, channel: 'sms' | 'email'): Promise<{ subject: string | null; body: string }> {
  const [site] = await db.select({ name: websites.name }).from(orders).leftJoin(websites, eq(websites.id, orders.websiteId)).where(eq(orders.id, ticket.order_id));
  const t = (key: string) => lookup(CUSTOMER_LOCALE, key) ?? lookup('en', key)!;
  const v = {
    event: ticket.event, code: ticket.code, seat: ticket.seat ? ` ${t('eticket_ui.fields.seat')}: ${ticket.seat}.` : '', name: ticket.holder_name ?? '',
    number: ticket.order_number, shop: site?.name ?? 'Shop',
  };
  if (channel === 'sms') return { subject: null, body: fill(t('eticket_ui.message.sms'), v) };
  return { subject: fill(t('eticket_ui.message.subject'), v), body: fill(t('eticket_ui.message.body'), v) };
}
