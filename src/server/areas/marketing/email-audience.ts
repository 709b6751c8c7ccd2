import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RFM_CELLS } from '../../../shared/schema/rfm.js';
import { EMAIL_BOUGHT_FIELDS, type emailAudienceCommands, type emailSegmentRuleSchema } from '../../../shared/commands/marketing/email.js';
import type { HandlersOf } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema, type Db, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { bounceReport } from './email-bounces.js';
import { importContacts } from './email-import.js';

const { emailContacts, emailSegments, emailEvents, emailCampaigns } = schema;
type Contact = typeof emailContacts.$inferSelect;
export type EmailSegmentRule = z.infer<typeof emailSegmentRuleSchema>;
type EmailBoughtField = typeof EMAIL_BOUGHT_FIELDS[number];
const isBought = (field: string): field is EmailBoughtField => (EMAIL_BOUGHT_FIELDS as readonly string[]).includes(field);

const synced = new WeakMap<object, number>();
/** Customers copied in one sync past which the contacts' planner statistics are taken again. */
const ANALYZE_AFTER = 5_000;

/**
 * The shop's customers as contacts, without an import: customers registered since the last look
 * are copied in (an address already imported is linked to its customer instead). Run before every
 * read of the audience; the next look starts after the newest customer seen.
 */
export async function syncCustomers(db: DbOrTx, key: object): Promise<void> {
  const after = synced.get(key) ?? 0;
  const [top] = rowsOf<{ max: number | null }>(await db.execute(sql`select max(id)::bigint as max from users`));
  const max = Number(top?.max ?? 0);
  if (max <= after) return;
  const copied = await db.execute(sql`insert into email_contacts (email, first_name, last_name, phone, source, user_id, created_at)
    select distinct on (lower(u.email)) lower(u.email), u.first_name, u.last_name, u.mobile, 'customer', u.id, u.created_at from users u
    where u.id > ${after} and u.id <= ${max} and 'customer' = any(u.roles) and u.email like '%_@_%'
      and not exists (select 1 from email_contacts x where x.user_id = u.id)
    order by lower(u.email), u.id
    on conflict (email) do update set user_id = coalesce(email_contacts.user_id, excluded.user_id)`);
  // many customers copied at once (the first look at a shop's audience): the planner told before the
  // next count, not a minute later by autovacuum (with the table taken for a few hundred rows, a
  // segment's bought rule probed each contact's purchases one by one: 1.9 s instead of 0.17 s)
  if (((copied as { rowCount?: number }).rowCount ?? 0) > ANALYZE_AFTER) await db.execute(sql`analyze email_contacts`);
  synced.set(key, max);
}

/** The key customers are synced under: the database the server was built on. */
export const syncKey = (ctx: { services: { database: object } }) => ctx.services.database;

/** Contacts that may be mailed: subscribed and never hard-bounced. */
export const mailable = sql`${emailContacts.subscribed} and ${emailContacts.bouncedAt} is null`;

const num = (rule: EmailSegmentRule, i: number) => {
  const n = Number(rule.value);
  if (!Number.isFinite(n) || n < 0 || n > 1e12) throw badRequest({ [`rules.${i}.value`]: 'must be a number' });
  return n;
};
/**
 * A condition on a customer's completed orders taken together (`s.orders`, `s.amount` of his row in
 * customer_purchases, the orders' summary kept with them), as a semi- or anti-join of the contacts
 * to those rows: a contact without orders (or without a customer) has no row and 0, so where 0
 * passes, the contacts are those not among the customers who fail.
 */
function byOrders(measure: SQL, passes: (left: SQL) => SQL, zeroPasses: boolean): SQL {
  const customers = (where: SQL) => sql`(select s.user_id from customer_purchases s where ${where})`;
  return zeroPasses
    ? sql`not exists (select 1 from ${customers(sql`not (${passes(measure)})`)} x where x.user_id = ${emailContacts.userId})`
    : sql`exists (select 1 from ${customers(passes(measure))} x where x.user_id = ${emailContacts.userId})`;
}
/** A completed order within the last `days` days: the customer's latest, from his summary row. */
const orderWithin = (days: number) => sql`exists (select 1 from customer_purchases s where s.user_id = ${emailContacts.userId}
  and s.last_at >= now() - make_interval(days => ${days}::int))`;

/**
 * The products a bought rule names: a product by id or sku, every product of a brand (id, name or
 * slug), every product filed under a taxon (id or permalink) or any taxon beneath it (nested set).
 */
function productsNamed(field: EmailBoughtField, value: string): SQL {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : null;
  switch (field) {
    case 'bought_product':
      return sql`select p.id from products p where p.deleted_at is null and (${id === null ? sql`false` : sql`p.id = ${id}`} or lower(p.sku) = lower(${value}))`;
    case 'bought_brand':
      return sql`select p.id from products p join brands b on b.id = p.brand_id
        where ${id === null ? sql`lower(b.name) = lower(${value}) or b.slug = ${value}` : sql`b.id = ${id}`}`;
    case 'bought_category':
      return sql`select distinct pt.product_id from taxons t join taxons d on d.taxonomy_id = t.taxonomy_id and d.lft between t.lft and t.rgt
        join product_taxons pt on pt.taxon_id = d.id where ${id === null ? sql`t.permalink = ${value}` : sql`t.id = ${id}`}`;
  }
}

/**
 * The customers who completed an order holding one of those products (within the last `days` days
 * when given): the buyers' rows of those products in customer_product_purchases (each with the
 * latest purchase), read from its (product, last purchase, customer) index alone.
 */
const buyersOf = (field: EmailBoughtField, value: string, days: number | undefined) => sql`select cp.user_id from customer_product_purchases cp
  where cp.product_id in (${productsNamed(field, value)})
  ${days === undefined ? sql`` : sql`and cp.last_at >= now() - make_interval(days => ${days}::int)`}`;

/** Refuses a bought rule whose value names no product, brand or category (it would match nobody, silently). */
export async function checkBoughtRules(db: DbOrTx, rules: readonly EmailSegmentRule[]): Promise<void> {
  for (const [i, rule] of rules.entries()) {
    if (!isBought(rule.field) || rule.value === '') continue;
    const found = rowsOf(await db.execute(sql`${productsNamed(rule.field, rule.value)} limit 1`));
    if (!found.length) throw badRequest({ [`rules.${i}.value`]: `names no ${rule.field.slice('bought_'.length)}` });
  }
}

const eventWithin = (kind: string, days: number) =>
  sql`exists (select 1 from email_events e where e.contact_id = ${emailContacts.id} and e.kind = ${kind} and e.at >= now() - make_interval(days => ${days}::int))`;

/** A segment's rules as one condition on email_contacts; a rule that makes no sense is a 400 naming it. */
export function segmentWhere(match: 'all' | 'any', rules: readonly EmailSegmentRule[]): SQL | undefined {
  const conditions = rules.map((rule, i): SQL => {
    const wrong = () => badRequest({ [`rules.${i}`]: `${rule.op} does not apply to ${rule.field}` });
    const { field, op, value } = rule;
    if (rule.days !== undefined && !isBought(field)) throw badRequest({ [`rules.${i}.days`]: `a period applies to bought rules only` });
    const compare = (n: number) => (left: SQL) => (op === 'eq' ? sql`${left} = ${n}` : op === 'gteq' ? sql`${left} >= ${n}` : op === 'lteq' ? sql`${left} <= ${n}` : op === 'not_eq' ? sql`${left} <> ${n}` : (() => { throw wrong(); })());
    const zeroPasses = (n: number) => (op === 'eq' ? n === 0 : op === 'gteq' ? n <= 0 : op === 'lteq' ? n >= 0 : n !== 0);
    switch (field) {
      case 'email': case 'first_name': case 'last_name': case 'source': {
        const col = { email: emailContacts.email, first_name: emailContacts.firstName, last_name: emailContacts.lastName, source: emailContacts.source }[field];
        if (op === 'eq') return sql`lower(${col}) = lower(${value})`;
        if (op === 'not_eq') return sql`lower(${col}) is distinct from lower(${value})`;
        if (op === 'cont') return ilike(col, `%${likeEscape(value)}%`);
        throw wrong();
      }
      case 'subscribed': {
        const yes = /^(true|1|yes)$/i.test(value);
        if (op !== 'eq' && op !== 'not_eq') throw wrong();
        return (op === 'eq') === yes ? sql`${emailContacts.subscribed}` : sql`not ${emailContacts.subscribed}`;
      }
      case 'tag': {
        const tag = value.toLowerCase();
        if (op === 'has' || op === 'eq') return sql`${tag} = any(${emailContacts.tags})`;
        if (op === 'not_has' || op === 'not_eq') return sql`not (${tag} = any(${emailContacts.tags}))`;
        throw wrong();
      }
      case 'orders_count': {
        const n = num(rule, i);
        return byOrders(sql`s.orders`, compare(n), zeroPasses(n));
      }
      // written in whole ₮ as people think of it; orders hold möngö
      case 'orders_amount': {
        const n = Math.round(num(rule, i) * 100);
        return byOrders(sql`s.amount`, compare(n), zeroPasses(n));
      }
      case 'last_order_days': {
        const days = Math.floor(num(rule, i));
        if (op === 'lteq') return orderWithin(days);
        if (op === 'gteq') return sql`not ${orderWithin(days)}`;
        throw wrong();
      }
      case 'bought_product': case 'bought_brand': case 'bought_category': {
        if (!value) throw badRequest({ [`rules.${i}.value`]: 'is required' });
        const buyers = buyersOf(field, value, rule.days);
        if (op === 'has' || op === 'eq') return sql`${emailContacts.userId} in (${buyers})`;
        if (op === 'not_has' || op === 'not_eq') return sql`(${emailContacts.userId} is null or ${emailContacts.userId} not in (${buyers}))`;
        throw wrong();
      }
      case 'rfm_cell': {
        const [cell, site] = value.split(':');
        if (!(RFM_CELLS as readonly string[]).includes(cell ?? '') || (site !== undefined && !/^\d{1,15}$/.test(site))) {
          throw badRequest({ [`rules.${i}.value`]: 'an RFM cell (champions, at_risk…), or cell:website id' });
        }
        const inCell = sql`exists (select 1 from rfm_customers r where r.cell = ${cell} ${site === undefined ? sql`` : sql`and r.website_id = ${Number(site)}`}
          and (r.user_id = ${emailContacts.userId} or lower(r.email) = ${emailContacts.email}))`;
        if (op === 'eq') return inCell;
        if (op === 'not_eq') return sql`not ${inCell}`;
        throw wrong();
      }
      case 'opened_days': case 'clicked_days': {
        const days = Math.floor(num(rule, i));
        const kind = field === 'opened_days' ? 'open' : 'click';
        if (op === 'lteq') return eventWithin(kind, days);
        if (op === 'gteq') return sql`not ${eventWithin(kind, days)}`;
        throw wrong();
      }
    }
  });
  if (!conditions.length) return undefined;
  return match === 'any' ? or(...conditions) : and(...conditions);
}

/** The mailable contacts of a segment (or of the whole audience). */
export async function countSegment(db: DbOrTx, match: 'all' | 'any', rules: readonly EmailSegmentRule[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailContacts).where(and(mailable, segmentWhere(match, rules)));
  return row?.n ?? 0;
}

export function contactJson(c: Contact) {
  return {
    id: c.id, email: c.email, first_name: c.firstName, last_name: c.lastName, phone: c.phone, tags: c.tags, subscribed: c.subscribed,
    source: c.source as 'import' | 'customer' | 'manual', user_id: c.userId, bounced_at: c.bouncedAt?.toISOString() ?? null,
    unsubscribed_at: c.unsubscribedAt?.toISOString() ?? null, created_at: c.createdAt.toISOString(),
  };
}

async function segmentJson(db: DbOrTx, s: typeof emailSegments.$inferSelect) {
  const rules = s.rules as EmailSegmentRule[];
  const match = s.match as 'all' | 'any';
  return { id: s.id, name: s.name, match, rules, contacts: await countSegment(db, match, rules), updated_at: s.updatedAt.toISOString() };
}

async function findContact(db: DbOrTx, id: number): Promise<Contact> {
  const [c] = await db.select().from(emailContacts).where(eq(emailContacts.id, id)).limit(1);
  if (!c) throw notFound('No such contact');
  return c;
}

async function findSegment(db: DbOrTx, id: number) {
  const [s] = await db.select().from(emailSegments).where(eq(emailSegments.id, id)).limit(1);
  if (!s) throw notFound('No such segment');
  return s;
}

const eventColumns = {
  id: emailEvents.id, kind: emailEvents.kind, campaign_id: emailEvents.campaignId, campaign_name: emailCampaigns.name,
  email: emailEvents.email, url: emailEvents.url, at: emailEvents.at,
};
type EventRow = { id: number; kind: string; campaign_id: number | null; campaign_name: string | null; email: string; url: string | null; at: Date };
const eventJson = (e: EventRow) => ({ ...e, kind: e.kind as 'sent' | 'open' | 'click' | 'unsubscribe' | 'bounce', at: e.at.toISOString() });

export const emailAudienceHandlers: HandlersOf<typeof emailAudienceCommands> = {
  async emailContacts({ page, per_page, q }, ctx) {
    await syncCustomers(ctx.db, syncKey(ctx));
    const where = ransackWhere(q, {
      email: { kind: 'text', column: emailContacts.email }, source: { kind: 'text', column: emailContacts.source },
      subscribed: { kind: 'bool', column: emailContacts.subscribed }, created_at: { kind: 'date', column: emailContacts.createdAt },
      tags: { kind: 'text', where: (p, v) => (p === 'eq' || p === 'cont' ? sql`${String(v).toLowerCase()} = any(${emailContacts.tags})` : undefined) },
    });
    const order = ransackOrder(q, { email: emailContacts.email, created_at: emailContacts.createdAt }, emailContacts.id);
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(emailContacts).where(where).orderBy(...(order.length > 1 ? order : [desc(emailContacts.id)])).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(emailContacts).where(where),
    ]);
    return { items: rows.map(contactJson), page, per_page, total: total?.n ?? 0 };
  },

  async emailContactsSearch({ query, limit }, ctx) {
    await syncCustomers(ctx.db, syncKey(ctx));
    const like = `%${likeEscape(query)}%`;
    const rows = await ctx.db.select().from(emailContacts)
      .where(or(ilike(emailContacts.email, like), ilike(emailContacts.firstName, like), ilike(emailContacts.lastName, like), ilike(emailContacts.phone, like)))
      .orderBy(emailContacts.email).limit(limit);
    return { items: rows.map(contactJson) };
  },

  async emailContactsStats(_input, ctx) {
    await syncCustomers(ctx.db, syncKey(ctx));
    const [row] = rowsOf<Record<string, number>>(await ctx.db.execute(sql`select count(*)::int as total,
      count(*) filter (where subscribed and bounced_at is null)::int as mailable, count(*) filter (where not subscribed)::int as unsubscribed,
      count(*) filter (where bounced_at is not null)::int as bounced, count(*) filter (where user_id is not null)::int as customers,
      count(*) filter (where source = 'import')::int as imported from email_contacts`));
    return { total: row!.total!, mailable: row!.mailable!, unsubscribed: row!.unsubscribed!, bounced: row!.bounced!, customers: row!.customers!, imported: row!.imported! };
  },

  async emailContactsTags(_input, ctx) {
    const rows = rowsOf<{ tag: string; contacts: number }>(await ctx.db.execute(
      sql`select t as tag, count(*)::int as contacts from email_contacts, unnest(tags) t group by t order by count(*) desc, t limit 500`));
    return { items: rows };
  },

  async emailContactGet({ id }, ctx) {
    const contact = await findContact(ctx.db, id);
    const events = await ctx.db.select(eventColumns).from(emailEvents).leftJoin(emailCampaigns, eq(emailCampaigns.id, emailEvents.campaignId))
      .where(eq(emailEvents.contactId, id)).orderBy(desc(emailEvents.at), desc(emailEvents.id)).limit(50);
    const [o] = contact.userId === null ? [] : rowsOf<{ count: number; amount: string | number; last_at: Date | string | null }>(await ctx.db.execute(
      sql`select count(*)::int as count, coalesce(sum(total), 0)::bigint as amount, max(completed_at) as last_at from orders where user_id = ${contact.userId} and completed_at is not null`));
    return {
      contact: contactJson(contact), events: events.map(eventJson),
      orders: { count: o?.count ?? 0, amount: Number(o?.amount ?? 0), last_at: o?.last_at ? new Date(o.last_at).toISOString() : null },
    };
  },

  async emailContactUpdate({ id, subscribed, tags, first_name, last_name, phone }, ctx) {
    const before = await findContact(ctx.db, id);
    const [c] = await ctx.db.update(emailContacts).set({
      ...(first_name !== undefined && { firstName: first_name || null }), ...(last_name !== undefined && { lastName: last_name || null }),
      ...(phone !== undefined && { phone: phone || null }), ...(tags !== undefined && { tags: [...new Set(tags)] }),
      ...(subscribed !== undefined && { subscribed, unsubscribedAt: subscribed ? null : (before.unsubscribedAt ?? new Date()) }),
      updatedAt: new Date(),
    }).where(eq(emailContacts.id, id)).returning();
    ctx.auditTarget = `email_contact:${id}`;
    return { contact: contactJson(c!) };
  },

  emailContactsImport: importContacts,
  emailBounceReport: bounceReport,

  async emailSegments({ page, per_page, q }, ctx) {
    await syncCustomers(ctx.db, syncKey(ctx));
    const where = ransackWhere(q, { name: { kind: 'text', column: emailSegments.name }, updated_at: { kind: 'date', column: emailSegments.updatedAt } });
    const order = ransackOrder(q, { name: emailSegments.name, updated_at: emailSegments.updatedAt }, emailSegments.id);
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(emailSegments).where(where).orderBy(...(order.length > 1 ? order : [desc(emailSegments.updatedAt), desc(emailSegments.id)])).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(emailSegments).where(where),
    ]);
    const items = [];
    for (const s of rows) items.push(await segmentJson(ctx.db, s));
    return { items, page, per_page, total: total?.n ?? 0 };
  },

  async emailSegmentGet({ id }, ctx) {
    await syncCustomers(ctx.db, syncKey(ctx));
    return { segment: await segmentJson(ctx.db, await findSegment(ctx.db, id)) };
  },

  async emailSegmentCreate({ name, match, rules, preview }, ctx) {
    await syncCustomers(ctx.db, syncKey(ctx));
    await checkBoughtRules(ctx.db, rules);
    const contacts = await countSegment(ctx.db, match, rules);
    if (preview) return { segment: null, contacts, saved: false };
    const [made] = await ctx.db.insert(emailSegments).values({ name, match, rules }).onConflictDoNothing().returning();
    if (!made) throw conflict('A segment has this name', { name: 'is taken' });
    ctx.auditTarget = `email_segment:${made.id}`;
    return { segment: await segmentJson(ctx.db, made), contacts, saved: true };
  },

  async emailSegmentUpdate({ id, name, match, rules, preview }, ctx) {
    await findSegment(ctx.db, id);
    await syncCustomers(ctx.db, syncKey(ctx));
    await checkBoughtRules(ctx.db, rules);
    const contacts = await countSegment(ctx.db, match, rules);
    if (preview) return { segment: null, contacts, saved: false };
    const [taken] = await ctx.db.select({ id: emailSegments.id }).from(emailSegments).where(and(eq(emailSegments.name, name), sql`${emailSegments.id} <> ${id}`)).limit(1);
    if (taken) throw conflict('A segment has this name', { name: 'is taken' });
    const [s] = await ctx.db.update(emailSegments).set({ name, match, rules, updatedAt: new Date() }).where(eq(emailSegments.id, id)).returning();
    ctx.auditTarget = `email_segment:${id}`;
    return { segment: await segmentJson(ctx.db, s!), contacts, saved: true };
  },

  async emailSegmentDelete({ id }, ctx) {
    await findSegment(ctx.db, id);
    const [used] = await ctx.db.select({ id: emailCampaigns.id }).from(emailCampaigns)
      .where(and(eq(emailCampaigns.segmentId, id), sql`${emailCampaigns.state} in ('scheduled', 'sending')`)).limit(1);
    if (used) throw conflict(`Campaign ${used.id} is about to send to this segment`);
    await ctx.db.delete(emailSegments).where(eq(emailSegments.id, id));
    ctx.auditTarget = `email_segment:${id}`;
    return { id, deleted: true };
  },

  async emailEvents({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, {
      kind: { kind: 'text', column: emailEvents.kind }, campaign_id: { kind: 'number', column: emailEvents.campaignId },
      email: { kind: 'text', column: emailEvents.email }, at: { kind: 'date', column: emailEvents.at },
    });
    const [rows, [total]] = await Promise.all([
      ctx.db.select(eventColumns).from(emailEvents).leftJoin(emailCampaigns, eq(emailCampaigns.id, emailEvents.campaignId))
        .where(where).orderBy(desc(emailEvents.at), desc(emailEvents.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(emailEvents).where(where),
    ]);
    return { items: rows.map(eventJson), page, per_page, total: total?.n ?? 0 };
  },
};

export type { Db };
