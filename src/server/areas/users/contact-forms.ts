import { and, arrayOverlaps, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CONTACTS_WRITE, contactFormCommands, type ContactFormJson } from '../../../shared/commands/contact-forms.js';
import { defineHandlers, type AuthedContext } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { badRequest, conflict, notFound, unprocessable } from '../../errors.js';
import { enqueueMessage } from '../../outbox/enqueue.js';

const { contactForms, contactFormReplies, users, websites, outbox } = schema;

const personName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

const columns = {
  f: contactForms, website: websites.name,
  assigneeFirst: users.firstName, assigneeLast: users.lastName, assigneeEmail: users.email,
  replies: sql<number>`(select count(*)::int from ${contactFormReplies} r where r.contact_form_id = ${contactForms.id})`,
};
type Loaded = { f: typeof contactForms.$inferSelect; website: string | null; assigneeFirst: string | null; assigneeLast: string | null; assigneeEmail: string | null; replies: number };

const select = (ctx: AuthedContext) => ctx.db.select(columns).from(contactForms)
  .leftJoin(websites, eq(websites.id, contactForms.websiteId))
  .leftJoin(users, eq(users.id, contactForms.assigneeId));

/** Messages are per website: a call naming one keeps to it, as lists do (§6). */
const siteScope = (ctx: AuthedContext): SQL | undefined => (ctx.scope.websiteId === null ? undefined : eq(contactForms.websiteId, ctx.scope.websiteId));

function toJson(r: Loaded): ContactFormJson {
  const { f } = r;
  return {
    id: f.id, name: f.name, email: f.email, phone: f.phone, subject: f.subject, message: f.message, state: f.state as ContactFormJson['state'],
    read: f.readAt !== null, assignee_id: f.assigneeId,
    assignee: r.assigneeEmail ? personName({ firstName: r.assigneeFirst, lastName: r.assigneeLast, email: r.assigneeEmail }) : null,
    replies: Number(r.replies), website: r.website, created_at: f.createdAt.toISOString(), closed_at: f.closedAt?.toISOString() ?? null,
  };
}

async function loadOne(ctx: AuthedContext, id: number): Promise<ContactFormJson> {
  const [row] = await select(ctx).where(and(eq(contactForms.id, id), siteScope(ctx))).limit(1);
  if (!row) throw notFound('No such message');
  return toJson(row);
}

async function repliesOf(ctx: AuthedContext, id: number) {
  const rows = await ctx.db.select({ r: contactFormReplies, email: users.email, first: users.firstName, last: users.lastName, delivery: outbox.state })
    .from(contactFormReplies)
    .leftJoin(users, eq(users.id, contactFormReplies.authorId))
    .leftJoin(outbox, eq(outbox.id, contactFormReplies.outboxId))
    .where(eq(contactFormReplies.contactFormId, id)).orderBy(desc(contactFormReplies.id));
  return rows.map(({ r, email, first, last, delivery }) => ({
    id: r.id, subject: r.subject, body: r.body, author: email ? personName({ firstName: first, lastName: last, email }) : null,
    created_at: r.createdAt.toISOString(), delivery,
  }));
}

async function change(ctx: AuthedContext, id: number, values: Partial<typeof contactForms.$inferInsert>) {
  await loadOne(ctx, id);
  await ctx.db.update(contactForms).set({ ...values, updatedAt: new Date() }).where(eq(contactForms.id, id));
  ctx.auditTarget = `contact_form:${id}`;
  return { contact_form: await loadOne(ctx, id) };
}

/** Staff who may answer messages, by role (a website's roles count too, as the route guard reads them). */
const answerers = sql`(${arrayOverlaps(users.roles, [...CONTACTS_WRITE])} or exists (select 1 from website_memberships m where m.user_id = ${users.id} and m.roles && ${sql.raw(`array[${CONTACTS_WRITE.map((r) => `'${r}'`).join(',')}]::text[]`)}))`;

export const contactFormHandlers = defineHandlers(contactFormCommands, {
  async list(input, ctx) {
    const text = input.query ? `%${likeEscape(input.query)}%` : null;
    const q = { ...input.q };
    const read = q.read_eq;
    delete q.read_eq;
    const where = and(
      siteScope(ctx),
      text ? or(ilike(contactForms.name, text), ilike(contactForms.email, text), ilike(contactForms.phone, text), ilike(contactForms.subject, text), ilike(contactForms.message, text)) : undefined,
      read === undefined ? undefined : read ? isNotNull(contactForms.readAt) : isNull(contactForms.readAt),
      ransackWhere(q, {
        state: { kind: 'text', column: contactForms.state }, assignee_id: { kind: 'number', column: contactForms.assigneeId },
        created_at: { kind: 'date', column: contactForms.createdAt },
      }),
    );
    const orderBy = typeof input.q?.s === 'string' ? ransackOrder(input.q, { created_at: contactForms.createdAt }, contactForms.id) : [desc(contactForms.createdAt), desc(contactForms.id)];
    const [rows, [total]] = await Promise.all([
      select(ctx).where(where).orderBy(...orderBy).limit(input.per_page).offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(contactForms).where(where),
    ]);
    return { items: rows.map(toJson), page: input.page, per_page: input.per_page, total: total?.n ?? 0 };
  },

  async get({ id }, ctx) {
    return { contact_form: await loadOne(ctx, id), replies: await repliesOf(ctx, id) };
  },

  mark: ({ id, read }, ctx) => change(ctx, id, { readAt: read ? new Date() : null }),

  async assign({ id, assignee_id }, ctx) {
    if (assignee_id !== null) {
      const [person] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, assignee_id), answerers));
      if (!person) throw badRequest({ assignee_id: 'not a person who answers messages' });
    }
    return change(ctx, id, { assigneeId: assignee_id });
  },

  async reply({ id, subject, body }, ctx) {
    const form = await loadOne(ctx, id);
    if (form.state === 'closed') throw conflict('This message is closed', { id: 'closed' });
    if (!form.email) throw unprocessable('The sender left no email address', { body: 'no address to send to' });
    const title = subject ?? (form.subject ? `Re: ${form.subject}` : 'Re:');
    const [row] = await ctx.db.select({ websiteId: contactForms.websiteId }).from(contactForms).where(eq(contactForms.id, id));
    const message = await enqueueMessage(ctx.db, {
      channel: 'email', template: 'custom', recipient: form.email, subject: title, body, websiteId: row!.websiteId, authorId: ctx.principal.user.id,
    });
    const [saved] = await ctx.db.insert(contactFormReplies).values({ contactFormId: id, authorId: ctx.principal.user.id, subject: title, body, outboxId: message.id })
      .returning({ id: contactFormReplies.id });
    // an answered message has been read, and is the answerer's if nobody had it
    await ctx.db.update(contactForms).set({
      readAt: sql`coalesce(${contactForms.readAt}, now())`, assigneeId: sql`coalesce(${contactForms.assigneeId}, ${ctx.principal.user.id})`, updatedAt: new Date(),
    }).where(eq(contactForms.id, id));
    ctx.auditTarget = `contact_form:${id}`;
    const reply = (await repliesOf(ctx, id)).find((r) => r.id === saved!.id)!;
    return { contact_form: await loadOne(ctx, id), reply };
  },

  async close({ id }, ctx) {
    const form = await loadOne(ctx, id);
    if (form.state === 'closed') throw conflict('This message is already closed', { id: 'closed' });
    return change(ctx, id, { state: 'closed', closedAt: new Date(), readAt: sql`coalesce(${contactForms.readAt}, now())` as unknown as Date });
  },

  async assignees(_input, ctx) {
    const rows = await ctx.db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users).where(answerers).orderBy(users.email).limit(200);
    return { items: rows.map((u) => ({ id: u.id, name: personName(u), email: u.email })) };
  },
});
