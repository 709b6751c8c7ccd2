import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { PUSH_TTL_DEFAULT } from '../../../shared/commands/marketing/push.js';
import { schema, type Db } from '../../db/index.js';
import { compileTemplate } from '../settings/handlebars.js';
import { queuePushSend } from './push-sender.js';

const { auditLog, pushDevices, pushNotifications } = schema;

/** An automation run's push, written and checked, not yet queued. */
export interface PushToCustomer { name: string; userId: number; title: string; body: string; url: string; authorId: number }

/**
 * The push a rule writes to a run's customer: only a signed-up customer has devices (a guest's
 * run is skipped), and only if one of them is subscribed; title and text filled with his fields.
 */
export async function pushFor(
  tx: Db, rule: { id: number; name: string; pushTitle: string | null; pushBody: string | null; pushUrl: string | null },
  run: { id: number; customer: string }, data: object, configured: boolean,
): Promise<PushToCustomer | { reason: string }> {
  if (!configured) return { reason: 'no push provider is configured' };
  if (!run.customer.startsWith('u:')) return { reason: 'a guest has no push device' };
  const userId = Number(run.customer.slice(2));
  const [devices] = await tx.select({ n: count() }).from(pushDevices).where(and(eq(pushDevices.userId, userId), eq(pushDevices.subscribed, true)));
  if (!devices?.n) return { reason: 'no subscribed push device' };
  const title = compileTemplate(rule.pushTitle ?? '', false);
  const body = compileTemplate(rule.pushBody ?? '', false);
  if (!('render' in title) || !('render' in body)) return { reason: 'the push does not compile' };
  const text = { title: title.render(data).trim(), body: body.render(data).trim() };
  if (!text.title || !text.body) return { reason: 'the push is empty for this customer' };
  // a send job runs as someone (the jobs kit checks his roles then): whoever last saved the rule
  const [saver] = await tx.select({ id: auditLog.userId }).from(auditLog)
    .where(and(eq(auditLog.target, `automation_rule:${rule.id}`), isNotNull(auditLog.userId))).orderBy(desc(auditLog.id)).limit(1);
  if (!saver?.id) return { reason: 'nobody saved the rule to send on behalf of' };
  return { name: `${rule.name} · run ${run.id}`, userId, ...text, url: rule.pushUrl ?? '', authorId: saver.id };
}

/**
 * Queues the push in the caller's transaction: a notification to the customer's devices and its
 * send job (Marketing I's, as the rule's last editor), made with the run marked sent, so a run is
 * pushed once or not at all; the job's batch key makes a resumed send fold at the provider.
 */
export async function sendPushToCustomer(tx: Db, push: PushToCustomer): Promise<{ id: number; jobId: number }> {
  const [made] = await tx.insert(pushNotifications).values({
    externalId: randomUUID(), name: push.name, titleEn: push.title, titleMn: push.title, bodyEn: push.body, bodyMn: push.body,
    url: push.url, image: '', ttl: PUSH_TTL_DEFAULT, segmentId: null, userId: push.userId, state: 'queued', authorId: push.authorId,
  }).returning({ id: pushNotifications.id });
  return { id: made!.id, jobId: await queuePushSend(tx, { id: made!.id, authorId: push.authorId }) };
}
