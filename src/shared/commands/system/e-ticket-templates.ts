import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode } from '../../resources/fields.js';
import { zText } from '../../schema/common.js';
import { defineCommand } from '../define.js';

const SYSTEM = ['admin', 'shop_admin'] as const;
const zHtml = z.string().min(1).max(100_000);

/** The placeholders an e-ticket fills, with the sample values the preview shows. */
export const E_TICKET_SAMPLE = {
  passenger_name: 'BATBOLD / GANBAATAR MR', ticket_number: '0782145698123', booking_reference: 'K7QZ2M',
  flight: 'OM 301', from: 'ULN', to: 'ICN', departure: '2026/12/05 08:40', arrival: '2026/12/05 12:55', seat: '14C', fare: '₮1,250,000',
  // an event's ticket (src/server/areas/eticket/render.ts); `qr` is the code's QR drawn by the server, left out of the preview
  code: '0001F3A9C2B7', event: 'Наадмын нээлтийн ёслол', holder: 'Болормаа Ганбат', order_number: 'R900000301', state: 'issued', qr: '',
} as const;

/**
 * E-ticket templates (§2 /system/e_ticket_templates): Handlebars HTML with the placeholders of
 * E_TICKET_SAMPLE; one that does not compile is refused with 400 naming its line.
 */
export const eTicketTemplates = defineResource({
  area: 'system', name: 'e_ticket_template', path: 'e_ticket_templates', cli: ['e-ticket-templates'],
  fields: { code: zCode, name_en: zText(100).min(1), name_mn: zText(100).min(1), html: zHtml, active: z.boolean() },
  required: ['code', 'name_en', 'name_mn', 'html'], unique: ['code'],
  item: z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mn: z.string(), html: z.string(), active: z.boolean() }),
  read: SYSTEM, write: SYSTEM,
  list: {
    columns: ['code', { field: 'name_en', mn: 'name_mn', label: 'system_ui.fields.name' }, 'active'],
    search: ['code', 'name_en', 'name_mn'], filters: { active: 'bool' }, sorts: ['code'], order: ['code'],
  },
  title: { en: 'name_en', mn: 'name_mn' }, i18n: { fields: 'system_ui.e_tickets.fields' }, defaults: { active: true }, audits: true, clone: true,
  routes: [{ list: 'system.e_ticket_templates', detail: 'system.e_ticket_template' }],
  sample: { html: '<h1>{{passenger_name}}</h1><p>{{flight}} {{from}} → {{to}}</p>' },
  keywords: ['e-ticket', 'ticket template', 'цахим тасалбар', 'загвар'],
});

export const previewETicket = defineCommand({
  id: 'e_ticket_template.preview', area: 'system', kind: 'query', roles: SYSTEM,
  http: { method: 'POST', path: 'e_ticket_templates/preview' },
  input: z.object({ html: zHtml }),
  output: z.object({ html: z.string() }),
  ui: { title: 'commands.system.e_ticket_template.preview', keywords: ['preview e-ticket', 'урьдчилан харах'] },
  cli: { verb: ['e-ticket-templates', 'preview'] },
});

export const eTicketCommands = { previewETicket };
