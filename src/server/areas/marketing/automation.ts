import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { automationCommands, automationRules, automationSettings } from '../../../shared/commands/marketing/automation.js';
import { normalisePhones } from '../../../shared/schema/sms.js';
import type { AnySingleton } from '../../../shared/resources/singleton.js';
import { defineHandlers, type BoundHandler, type HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema, type Db } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { badRequest } from '../../errors.js';
import { CUSTOMER_LOCALE, enqueueMessage } from '../../outbox/enqueue.js';
import { smsText } from '../../outbox/sms-text.js';
import { serveResource } from '../../resources/serve.js';
import { readSingleton, serveSingleton } from '../../resources/singleton.js';
import type { Services } from '../../services.js';
import { compileTemplate } from '../settings/handlebars.js';
import { pushFor, sendPushToCustomer, type PushToCustomer } from './automation-push.js';
import { refreshRfm } from './rfm-refresh.js';

const { automationRuns: runs, automationRules: rules, smsOptOuts } = schema;
type Rule = typeof rules.$inferSelect;

/** Orders that make a run are looked for this far back at most (and never before the rule existed). */
const LOOK_BACK = sql.raw(`interval '30 days'`);
const KEY = (o: string) => sql.raw(`rfm_customer_key(${o}.user_id, ${o}.phone, ${o}.receiver_phone)`);
const GUEST = (o: string) => sql.raw(`coalesce(nullif(${o}.phone, ''), nullif(${o}.receiver_phone, ''))`);

/**
 * The occurrences of a rule's trigger, as rows (customer, occurrence, website_id, order_id, at):
 * each becomes one run, once (the unique key), due `delay_hours` after `at`.
 */
function occurrences(rule: Rule): SQL {
  const since = sql`greatest(${rule.createdAt.toISOString()}::timestamptz, now() - ${LOOK_BACK})`;
  switch (rule.trigger) {
    case 'order_placed':
    case 'first_order':
      return sql`select ${KEY('o')} as customer, 'order:' || o.id as occurrence, o.website_id, o.id as order_id, o.completed_at as at
        from orders o where o.completed_at >= ${since} and o.state <> 'canceled' and ${KEY('o')} is not null
        ${rule.trigger === 'first_order' ? sql`and not exists (select 1 from orders p where p.completed_at < o.completed_at and p.state <> 'canceled'
          and (case when o.user_id is not null then p.user_id = o.user_id
            else p.user_id is null and (p.phone = ${GUEST('o')} or p.receiver_phone = ${GUEST('o')}) and ${GUEST('p')} = ${GUEST('o')} end))` : sql``}`;
    case 'cart_abandoned':
      // a cart left (cart…confirm) for `threshold` hours, and no order placed by its customer since
      return sql`select ${KEY('o')} as customer, 'cart:' || o.id || ':' || extract(epoch from o.updated_at)::bigint as occurrence, o.website_id, o.id as order_id,
          o.updated_at + interval '1 hour' * ${rule.threshold} as at
        from orders o where o.state in ('cart', 'address', 'delivery', 'payment', 'confirm') and o.completed_at is null and o.item_count > 0
          and o.created_at >= now() - ${LOOK_BACK} and o.updated_at <= now() - interval '1 hour' * ${rule.threshold}
          and o.updated_at + interval '1 hour' * ${rule.threshold} >= ${rule.createdAt.toISOString()}::timestamptz and ${KEY('o')} is not null
          and not exists (select 1 from orders p where p.completed_at >= o.updated_at and ${KEY('p')} = ${KEY('o')}
            and (p.user_id = o.user_id or p.phone = ${GUEST('o')} or p.receiver_phone = ${GUEST('o')}))`;
    case 'no_order':
      // as RFM last scored the customer: no order for `threshold` days
      return sql`select c.customer, 'quiet:' || extract(epoch from c.last_order_at)::bigint as occurrence, c.website_id, null::bigint as order_id,
          c.last_order_at + interval '1 day' * ${rule.threshold} as at
        from rfm_customers c where c.last_order_at <= now() - interval '1 day' * ${rule.threshold}
          and c.last_order_at + interval '1 day' * ${rule.threshold} >= ${rule.createdAt.toISOString()}::timestamptz`;
    case 'birthday':
      return sql`select 'u:' || u.id as customer, 'birthday:' || extract(year from now() at time zone 'Asia/Ulaanbaatar') as occurrence,
          null::bigint as website_id, null::bigint as order_id, now() as at
        from users u where 'customer' = any(u.roles) and u.birthday is not null
          and to_char(u.birthday, 'MM-DD') = to_char(now() at time zone 'Asia/Ulaanbaatar', 'MM-DD')`;
    case 'rfm_cell_entered':
      // `prev_cell` null: the first scoring, when nobody "entered" anything
      return sql`select c.customer, 'cell:' || c.cell || ':' || extract(epoch from c.cell_since)::bigint as occurrence, c.website_id, null::bigint as order_id,
          c.cell_since as at
        from rfm_customers c where c.cell = ${rule.rfmCell ?? ''} and c.prev_cell is not null and c.cell_since >= ${rule.createdAt.toISOString()}::timestamptz`;
    default:
      return sql`select null::text as customer, null::text as occurrence, null::bigint as website_id, null::bigint as order_id, now() as at where false`;
  }
}

interface Contact { name: string; phone: string | null; email: string | null }

/** Who a run writes to: the user's own contacts, else the order's (a guest), else RFM's last known ones. */
async function contactOf(tx: Db, run: { customer: string; orderId: number | null; websiteId: number | null }): Promise<Contact> {
  const [u] = run.customer.startsWith('u:')
    ? rowsOf<{ name: string | null; phone: string | null; email: string | null }>(await tx.execute(sql`select trim(concat_ws(' ', first_name, last_name)) as name,
        mobile as phone, email from users where id = ${Number(run.customer.slice(2))}`))
    : [];
  const [o] = run.orderId
    ? rowsOf<{ name: string | null; phone: string | null; email: string | null }>(await tx.execute(sql`select customer_name as name,
        coalesce(nullif(phone, ''), receiver_phone) as phone, email from orders where id = ${run.orderId}`))
    : [];
  const [c] = run.websiteId
    ? rowsOf<{ name: string | null; phone: string | null; email: string | null }>(await tx.execute(sql`select name, phone, email from rfm_customers
        where website_id = ${run.websiteId} and customer = ${run.customer}`))
    : [];
  const guestPhone = run.customer.startsWith('p:') ? run.customer.slice(2) : null;
  return {
    name: u?.name || o?.name || c?.name || '',
    phone: u?.phone || o?.phone || c?.phone || guestPhone,
    email: u?.email || o?.email || c?.email || null,
  };
}

type Outcome = { state: 'sent'; recipient: string; outboxId: number | null; pushJob?: number } | { state: 'skipped'; reason: string; recipient?: string | null };

/** The run's message queued in the outbox (in the caller's transaction), or why not. */
async function deliver(tx: Db, rule: Rule, run: typeof runs.$inferSelect, cap: { cap_messages: number; cap_days: number }, pushConfigured: boolean): Promise<Outcome> {
  if (!rule.active) return { state: 'skipped', reason: 'the rule is paused' };
  const contact = await contactOf(tx, run);
  const data = { customer: { name: contact.name, first_name: contact.name.split(' ')[0] ?? '', phone: contact.phone ?? '', email: contact.email ?? '' }, shop: { name: 'Shop' } };
  let message: { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string } | null = null;
  let push: PushToCustomer | null = null;
  if (rule.channel === 'push') {
    const made = await pushFor(tx, rule, run, data, pushConfigured);
    if ('reason' in made) return { state: 'skipped', reason: made.reason };
    push = made;
  } else if (rule.channel === 'sms') {
    const [phone] = normalisePhones(contact.phone ? [contact.phone] : []).phones;
    if (!phone) return { state: 'skipped', reason: 'no mobile phone' };
    const [out] = await tx.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
    if (out) return { state: 'skipped', reason: 'opted out of SMS', recipient: phone };
    const [tpl] = rule.smsTemplateId ? await tx.select().from(schema.smsTemplates).where(eq(schema.smsTemplates.id, rule.smsTemplateId)) : [];
    if (!tpl) return { state: 'skipped', reason: 'the SMS template is gone', recipient: phone };
    const compiled = compileTemplate(CUSTOMER_LOCALE === 'mn' ? tpl.bodyMn : tpl.bodyEn, false);
    if (!('render' in compiled)) return { state: 'skipped', reason: `the template does not compile: ${compiled.reason}`, recipient: phone };
    message = { channel: 'sms', recipient: phone, subject: null, body: smsText(compiled.render(data)) };
  } else {
    if (!contact.email) return { state: 'skipped', reason: 'no email address' };
    const [tpl] = rule.emailTemplateId ? await tx.select().from(schema.emailTemplates).where(eq(schema.emailTemplates.id, rule.emailTemplateId)) : [];
    if (!tpl) return { state: 'skipped', reason: 'the email template is gone', recipient: contact.email };
    const subject = compileTemplate(CUSTOMER_LOCALE === 'mn' ? tpl.subjectMn : tpl.subjectEn, true);
    const body = compileTemplate(CUSTOMER_LOCALE === 'mn' ? tpl.bodyMn : tpl.bodyEn, true);
    if (!('render' in subject) || !('render' in body)) return { state: 'skipped', reason: 'the email template does not compile', recipient: contact.email };
    message = { channel: 'email', recipient: contact.email, subject: subject.render(data), body: body.render(data) };
  }
  // the cap across every rule, counted under the customer's lock: two evaluators never both pass it
  await tx.execute(sql`select pg_advisory_xact_lock(7021, hashtext(${run.customer}))`);
  const [sent] = await tx.select({ n: count() }).from(runs)
    .where(and(eq(runs.customer, run.customer), eq(runs.state, 'sent'), sql`${runs.doneAt} > now() - interval '1 day' * ${cap.cap_days}`));
  const recipient = push ? 'push' : message!.recipient;
  if ((sent?.n ?? 0) >= cap.cap_messages) {
    return { state: 'skipped', reason: `frequency cap: ${cap.cap_messages} in ${cap.cap_days} days`, recipient };
  }
  if (push) {
    const made = await sendPushToCustomer(tx, push);
    return { state: 'sent', recipient: `push #${made.id}`, outboxId: null, pushJob: made.jobId };
  }
  const queued = await enqueueMessage(tx, { ...message!, template: 'custom', websiteId: run.websiteId });
  return { state: 'sent', recipient, outboxId: queued.id };
}

/**
 * One evaluation: each active rule's new occurrences become runs (a run is made once per rule,
 * customer and occurrence, whoever evaluates and however often), then the runs due are sent or
 * skipped, a batch a transaction: the message enters the outbox in the transaction that marks its
 * run sent, so a run killed mid-way is still waiting (nothing queued) and the next evaluation sends
 * it once; runs are claimed with SKIP LOCKED, so two evaluators never take the same one.
 */
export async function evaluateAutomation(
  db: Db, { push, jobs }: { push: boolean; jobs: { notify(id: number): void } },
): Promise<{ created: number; sent: number; skipped: number }> {
  let created = 0;
  const active = await db.select().from(rules).where(eq(rules.active, true));
  for (const rule of active) {
    const made = await db.execute(sql`insert into automation_runs (rule_id, customer, occurrence, website_id, order_id, due_at)
      select ${rule.id}, t.customer, t.occurrence, t.website_id, t.order_id, t.at + interval '1 hour' * ${rule.delayHours}
      from (${occurrences(rule)}) t where t.customer is not null
      on conflict (rule_id, customer, occurrence) do nothing`);
    created += (made as { rowCount?: number }).rowCount ?? 0;
  }
  const cap = await readSingleton(db, automationSettings as unknown as { def: (typeof automationSettings)['def'] });
  let sent = 0;
  let skipped = 0;
  for (;;) {
    const pushJobs: number[] = [];
    const done = await db.transaction(async (tx) => {
      const due = await tx.select({ run: runs, rule: rules }).from(runs).innerJoin(rules, eq(rules.id, runs.ruleId))
        .where(and(eq(runs.state, 'waiting'), sql`${runs.dueAt} <= now()`)).orderBy(runs.dueAt, runs.id).limit(50)
        .for('update', { of: runs, skipLocked: true });
      for (const { run, rule } of due) {
        const outcome = await deliver(tx, rule, run, cap, push);
        await tx.update(runs).set({
          state: outcome.state, doneAt: new Date(), recipient: outcome.recipient ?? null,
          reason: outcome.state === 'skipped' ? outcome.reason : null, outboxId: outcome.state === 'sent' ? outcome.outboxId : null,
        }).where(eq(runs.id, run.id));
        if (outcome.state === 'sent') sent++;
        if (outcome.state === 'sent' && outcome.pushJob) pushJobs.push(outcome.pushJob);
        else skipped++;
      }
      return due.length;
    });
    // the push send jobs start once the runs that made them are committed
    for (const id of pushJobs) jobs.notify(id);
    if (done < 50) break;
  }
  return { created, sent, skipped };
}

/** RFM refreshed (where it was once) before rules that read it, each website in its own transaction. */
async function refreshForRules(db: Db): Promise<void> {
  const [needs] = await db.select({ n: count() }).from(rules)
    .where(and(eq(rules.active, true), sql`${rules.trigger} in ('no_order', 'rfm_cell_entered')`));
  if (!needs?.n) return;
  const sites = rowsOf<{ id: number }>(await db.execute(sql`select website_id as id from rfm_runs r
    where exists (select 1 from rfm_dirty d where d.website_id = r.website_id)`));
  for (const site of sites) await db.transaction((tx) => refreshRfm(tx, Number(site.id)));
}

/** How often the scheduler evaluates the rules. */
const EVERY_MS = Number(process.env.BO_AUTOMATION_MS) || 60_000;
let last = 0;

/** On the marketing scheduler's beat (src/server/areas/marketing/scheduler.ts): at most once in EVERY_MS. */
export async function automationTick(services: Services, log: FastifyBaseLogger): Promise<void> {
  if (Date.now() - last < EVERY_MS) return;
  last = Date.now();
  const db = services.database.db;
  await refreshForRules(db);
  const r = await evaluateAutomation(db, { push: Boolean(services.config.push), jobs: services.jobs });
  if (r.created || r.sent || r.skipped) log.info(r, 'automation evaluated');
}

/** A rule says what it needs: its template for its channel, its cell for the RFM trigger. */
function checkRule(input: Record<string, unknown>, row: Record<string, unknown> | null) {
  const value = (field: string, column: string) => (field in input ? input[field] : row?.[column]);
  const channel = value('channel', 'channel');
  if (channel === 'sms' && !value('sms_template_id', 'smsTemplateId')) throw badRequest({ sms_template_id: 'choose an SMS template' });
  if (channel === 'email' && !value('email_template_id', 'emailTemplateId')) throw badRequest({ email_template_id: 'choose an email template' });
  if (channel === 'push') {
    for (const [field, column] of [['push_title', 'pushTitle'], ['push_body', 'pushBody']] as const) {
      const text = value(field, column);
      if (typeof text !== 'string' || !text.trim()) throw badRequest({ [field]: 'write the push' });
      const compiled = compileTemplate(text, false);
      if (!('render' in compiled)) throw badRequest({ [field]: compiled.reason });
    }
  }
  if (value('trigger', 'trigger') === 'rfm_cell_entered' && !value('rfm_cell', 'rfmCell')) throw badRequest({ rfm_cell: 'choose an RFM cell' });
}

const runHandlers: HandlersOf<typeof automationCommands> = {
  async automationRuns({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, {
      state: { kind: 'text', column: runs.state }, rule_id: { kind: 'number', column: runs.ruleId },
      customer: { kind: 'text', column: runs.customer }, created_at: { kind: 'date', column: runs.createdAt },
    });
    const order = ransackOrder(q, { created_at: runs.createdAt }, runs.id);
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ run: runs, rule: rules.name }).from(runs).innerJoin(rules, eq(rules.id, runs.ruleId)).where(where)
        .orderBy(...(order.length > 1 ? order : [desc(runs.id)])).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(runs).where(where),
    ]);
    return {
      items: rows.map(({ run, rule }) => ({
        id: run.id, rule_id: run.ruleId, rule, customer: run.customer, occurrence: run.occurrence, recipient: run.recipient,
        state: run.state as 'waiting' | 'sent' | 'skipped', reason: run.reason, due_at: run.dueAt.toISOString(),
        created_at: run.createdAt.toISOString(), done_at: run.doneAt?.toISOString() ?? null,
      })),
      page, per_page, total: total?.n ?? 0,
    };
  },

  async automationEvaluate(_input, ctx) {
    return evaluateAutomation(ctx.db, { push: Boolean(ctx.services.config.push), jobs: ctx.services.jobs });
  },
};

export const automationHandlers: BoundHandler[] = [
  ...defineHandlers(automationCommands, runHandlers),
  ...serveResource(automationRules, { table: rules, check: (_ctx, input, row) => checkRule(input, row as Record<string, unknown> | null) }),
  ...serveSingleton(automationSettings as unknown as AnySingleton),
];
