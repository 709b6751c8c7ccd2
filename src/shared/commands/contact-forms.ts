import { z } from 'zod';
import { defineCommand } from './define.js';
import { zBool, zId, zText } from '../schema/common.js';
import { listInput, listOutput } from '../schema/list.js';

/**
 * §2 /u/contact_forms (no role list there; the server keeps customers' messages to support):
 * `contacts` answers them, `contacts_view` reads, `users` and admin as for the users area.
 */
export const CONTACTS_READ = ['admin', 'users', 'contacts', 'contacts_view'] as const;
export const CONTACTS_WRITE = ['admin', 'users', 'contacts'] as const;
export const CONTACT_STATES = ['open', 'closed'] as const;

export const replySchema = z.object({
  id: z.number().int(), subject: z.string(), body: z.string(), author: z.string().nullable(), created_at: z.string(),
  /** The email's delivery, from the outbox: pending, sending, sent, failed. */
  delivery: z.string().nullable(),
});

export const contactFormSchema = z.object({
  id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), subject: z.string(), message: z.string(),
  state: z.enum(CONTACT_STATES), read: z.boolean(), assignee_id: z.number().int().nullable(), assignee: z.string().nullable(),
  replies: z.number().int(), website: z.string().nullable(), created_at: z.string(), closed_at: z.string().nullable(),
});
export type ContactFormJson = z.infer<typeof contactFormSchema>;

const id = z.object({ id: zId });
const one = z.object({ contact_form: contactFormSchema });

export const list = defineCommand({
  id: 'contact_form.list', area: 'users', kind: 'query', roles: CONTACTS_READ, http: { method: 'GET', path: 'contact_forms' },
  input: listInput({ filters: { state: 'text', read: 'bool', assignee_id: 'number', created_at: 'date' }, sorts: ['created_at'], perPage: 25 })
    .extend({ query: z.string().trim().max(100).optional() }),
  output: listOutput(contactFormSchema),
  ui: { title: 'commands.contact_form.list', keywords: ['contact form', 'messages', 'support', 'санал хүсэлт', 'холбоо барих'] },
  cli: { verb: ['contact-forms', 'list'], columns: ['id', 'name', 'email', 'subject', 'state', 'read', 'assignee', 'created_at'] },
});

export const get = defineCommand({
  id: 'contact_form.get', area: 'users', kind: 'query', roles: CONTACTS_READ, http: { method: 'GET', path: 'contact_forms/:id' },
  input: id, output: z.object({ contact_form: contactFormSchema, replies: z.array(replySchema) }),
  ui: { title: 'commands.contact_form.get', hidden: true },
  cli: { verb: ['contact-forms', 'show'], positionals: ['id'] },
});

/** Read or unread again: a message opened is marked read by the screen; "unread" puts it back for later. */
export const mark = defineCommand({
  id: 'contact_form.mark', area: 'users', kind: 'mutation', roles: CONTACTS_READ, http: { method: 'PUT', path: 'contact_forms/:id/read' },
  input: z.object({ id: zId, read: zBool }), output: one,
  ui: { title: 'commands.contact_form.mark', hidden: true },
  cli: { verb: ['contact-forms', 'mark'], positionals: ['id'] },
});

export const assign = defineCommand({
  id: 'contact_form.assign', area: 'users', kind: 'mutation', roles: CONTACTS_WRITE, http: { method: 'PUT', path: 'contact_forms/:id/assign' },
  input: z.object({ id: zId, assignee_id: zId.nullable() }), output: one,
  ui: { title: 'commands.contact_form.assign', keywords: ['assign message', 'хариуцагч'] },
  cli: { verb: ['contact-forms', 'assign'], positionals: ['id', 'assignee_id'] },
});

/** An answer by email, through the outbox; the message must have an address and be open. */
export const reply = defineCommand({
  id: 'contact_form.reply', area: 'users', kind: 'mutation', roles: CONTACTS_WRITE, http: { method: 'POST', path: 'contact_forms/:id/reply' },
  input: z.object({ id: zId, subject: zText(200).min(1).optional(), body: zText(10_000).min(1) }),
  output: z.object({ contact_form: contactFormSchema, reply: replySchema }),
  notifies: ['email'],
  ui: { title: 'commands.contact_form.reply', keywords: ['reply', 'answer', 'email', 'хариу бичих'] },
  cli: { verb: ['contact-forms', 'reply'], positionals: ['id'] },
});

export const close = defineCommand({
  id: 'contact_form.close', area: 'users', kind: 'mutation', roles: CONTACTS_WRITE, http: { method: 'PUT', path: 'contact_forms/:id/close' },
  input: id, output: one,
  ui: { title: 'commands.contact_form.close', keywords: ['close message', 'хаах'] },
  cli: { verb: ['contact-forms', 'close'], positionals: ['id'] },
});

/** The people a message may be given to: staff who may answer messages. */
export const assignees = defineCommand({
  id: 'contact_form.assignees', area: 'users', kind: 'query', roles: CONTACTS_READ, http: { method: 'GET', path: 'contact_forms/assignees' },
  input: z.object({}), output: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })) }),
  ui: { title: 'commands.contact_form.assignees', hidden: true },
  cli: { verb: ['contact-forms', 'assignees'] },
});

export const contactFormCommands = { list, get, mark, assign, reply, close, assignees };
