import { z } from 'zod';
import { defineCommand } from './define.js';
import { zId, zText } from '../schema/common.js';
import { fileOutput } from '../schema/file.js';
import { listInput, listOutput } from '../schema/list.js';

/** §2 /e_tickets/list and /{id} [admin, e_ticket]. */
export const E_TICKET_ROLES = ['admin', 'e_ticket'] as const;
export const E_TICKET_STATES = ['issued', 'sent', 'used', 'canceled'] as const;
export type ETicketState = (typeof E_TICKET_STATES)[number];
/** Product categories (§3) whose every unit sold is an e-ticket. */
export const E_TICKET_CATEGORIES = ['e_ticket', 'seated'] as const;
export const E_TICKET_EVENT_KINDS = ['issued', 'sent', 'used', 'canceled', 'check_refused'] as const;

/** What a person types or a scanner reads: spaces and dashes dropped, upper case. */
export const zTicketCode = z.string().trim().max(40).transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-F]{8,24}$/, 'the ticket code: hexadecimal digits, e.g. 0001F3A9C2B7'));

export const eTicketSchema = z.object({
  id: z.number().int(), code: z.string(), state: z.enum(E_TICKET_STATES),
  event: z.string(), seat: z.string().nullable(), holder_name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable(),
  order_id: z.number().int(), order_number: z.string(), product_id: z.number().int(), vendor_id: z.number().int(),
  issued_at: z.string(), sent_at: z.string().nullable(), used_at: z.string().nullable(), used_by: z.string().nullable(), canceled_at: z.string().nullable(),
});
export type ETicketJson = z.infer<typeof eTicketSchema>;

export const eTicketEventSchema = z.object({
  id: z.number().int(), kind: z.enum(E_TICKET_EVENT_KINDS), from_state: z.string().nullable(), to_state: z.string().nullable(),
  channel: z.string().nullable(), note: z.string().nullable(), author: z.string().nullable(), created_at: z.string(),
});

const common = { area: 'eticket' as const, roles: E_TICKET_ROLES };

export const list = defineCommand({
  ...common, id: 'e_ticket.list', kind: 'query', http: { method: 'GET', path: 'e_tickets' },
  input: listInput({ filters: { state: 'text', product_id: 'number', issued_at: 'date' }, sorts: ['issued_at'], perPage: 25 })
    .extend({ query: z.string().trim().max(100).optional() }),
  output: listOutput(eTicketSchema),
  ui: { title: 'commands.eticket.list', keywords: ['e-ticket', 'tickets', 'event', 'цахим тасалбар', 'тасалбар'] },
  cli: { verb: ['etickets', 'list'], columns: ['code', 'state', 'event', 'seat', 'holder_name', 'phone', 'order_number'] },
  description: 'commands.eticket.list_help',
});

export const get = defineCommand({
  ...common, id: 'e_ticket.get', kind: 'query', http: { method: 'GET', path: 'e_tickets/:id' },
  input: z.object({ id: zId }),
  output: z.object({ ticket: eTicketSchema, history: z.array(eTicketEventSchema) }),
  ui: { title: 'commands.eticket.get', hidden: true },
  cli: { verb: ['etickets', 'show'], positionals: ['id'] },
});

/** The ticket's page from its e-ticket template (System settings), its QR code inline. */
export const html = defineCommand({
  ...common, id: 'e_ticket.html', kind: 'query', http: { method: 'GET', path: 'e_tickets/:id/html' },
  input: z.object({ id: zId }),
  output: z.object({ html: z.string(), template: z.string() }),
  ui: { title: 'commands.eticket.html', hidden: true },
  cli: { verb: ['etickets', 'html'], positionals: ['id'] },
});

export const pdf = defineCommand({
  ...common, id: 'e_ticket.pdf', kind: 'query', http: { method: 'GET', path: 'e_tickets/:id/ticket.pdf' },
  input: z.object({ id: zId }),
  output: fileOutput,
  file: { type: 'application/pdf' },
  ui: { title: 'commands.eticket.pdf', keywords: ['ticket pdf', 'print ticket', 'тасалбар хэвлэх'] },
  cli: { verb: ['etickets', 'pdf'], positionals: ['id'] },
});

/** §7 e_tickets resend: by SMS or email through the outbox; to the ticket's own contact unless another is given. */
export const resend = defineCommand({
  ...common, id: 'e_ticket.resend', kind: 'mutation', http: { method: 'POST', path: 'e_tickets/:id/resend' },
  input: z.object({ id: zId, channel: z.enum(['sms', 'email']), to: zText(254).min(3).optional() }),
  output: z.object({ ticket: eTicketSchema, recipient: z.string() }),
  notifies: ['sms', 'email'],
  ui: { title: 'commands.eticket.resend', keywords: ['resend ticket', 'send ticket', 'дахин илгээх'] },
  cli: { verb: ['etickets', 'resend'], positionals: ['id'] },
});

/**
 * Check-in at the door: marks the ticket used once. A second check of the same code is refused
 * with 409 saying when and by whom it was used; a canceled ticket with 422.
 */
export const check = defineCommand({
  ...common, id: 'e_ticket.check', kind: 'mutation', http: { method: 'POST', path: 'e_tickets/check' },
  input: z.object({ code: zTicketCode }),
  output: z.object({ ticket: eTicketSchema }),
  ui: { title: 'commands.eticket.check', keywords: ['check in', 'scan ticket', 'door', 'тасалбар шалгах', 'нэвтрүүлэх'] },
  cli: { verb: ['etickets', 'check'], positionals: ['code'], columns: ['code', 'state', 'event', 'seat', 'holder_name', 'used_at'] },
});

export const eTicketCommands = { list, get, html, pdf, resend, check };
