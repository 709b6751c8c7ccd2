import { z } from 'zod';
import { zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { READ } from './roles.js';

export const noteSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  body: z.string(),
  author_email: z.string().nullable(),
  created_at: z.string(),
});

/** /orders/notes: every order's comments, newest first, in the caller's reach. */
export const notes = defineCommand({
  id: 'order.notes', area: 'orders', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'orders/notes' },
  input: z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    /** Words of the note, or an order number (with or without the R). */
    query: zText(100).optional(),
  }),
  output: listOutput(noteSchema),
  ui: { title: 'commands.orders_extra.order.notes', keywords: ['notes', 'comments', 'тэмдэглэл'] },
  cli: { verb: ['orders', 'notes'], positionals: ['query'] },
});

export const notesCommands = { notes };
