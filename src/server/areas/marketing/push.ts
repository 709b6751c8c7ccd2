import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationSchema, pushCommands } from '../../../shared/commands/marketing/push.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { queued } from '../../jobs/queue.js';
import { BROWSERS, oneSignal, requirePush } from '../../providers/push/onesignal.js';
import { DEVICES_SYNC_JOB, upsertDevices } from './push-devices.js';
import { queuePushSend } from './push-sender.js';
import { countDevices, type SegmentRule } from './push-segments.js';

const { pushDevices, pushSegments, pushNotifications, pushNotificationDevices, users, jobs } = schema;
type Notification = z.infer<typeof notificationSchema>;
type Row = typeof pushNotifications.$inferSelect;

const PAST_SLACK_MS = 60_000;
/** OneSignal's device types of the web browsers (§3 isChromeWeb, isSafari, isFirefox). */
const DEVICE_TYPES = { chrome: 5, safari: 7, firefox: 8 } as const;

/**
 * A send whose job stopped (cancelled in the jobs centre, or failed with the provider down and not
 * resumed yet) says so, rather than "sending" for ever; resumed, it is sending again.
 */
function stateOf(n: Row, jobStatus: string | null): Notification['state'] {
  if (n.state !== 'queued' && n.state !== 'sending') return n.state as Notification['state'];
  if (jobStatus === 'cancelled') return 'cancelled';
  return jobStatus === 'failed' || jobStatus === 'interrupted' ? 'failed' : n.state;
}

function notificationJson(n: Row, segmentName: string | null, authorEmail: string | null, jobStatus: string | null): Notification {
  return {
    id: n.id, name: n.name, title_en: n.titleEn, title_mn: n.titleMn, body_en: n.bodyEn, body_mn: n.bodyMn, url: n.url, image: n.image, ttl: n.ttl,
    is_chrome_web: n.isChromeWeb, is_safari: n.isSafari, is_firefox: n.isFirefox, segment_id: n.segmentId, segment_name: segmentName,
    state: stateOf(n, jobStatus), send_at: n.sendAt?.toISOString() ?? null, job_id: n.jobId, recipients: n.recipients,
    sent: n.sent, delivered: n.delivered, clicked: n.clicked, failed: n.failed, error: n.error, author_email: authorEmail,
    created_at: n.createdAt.toISOString(), sent_at: n.sentAt?.toISOString() ?? null,
  };
}

async function notifications(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const rows = await db.select({ n: pushNotifications, segmentName: pushSegments.name, authorEmail: users.email, jobStatus: jobs.status }).from(pushNotifications)
    .leftJoin(pushSegments, eq(pushSegments.id, pushNotifications.segmentId)).leftJoin(users, eq(users.id, pushNotifications.authorId))
    .leftJoin(jobs, eq(jobs.id, pushNotifications.jobId))
    .where(where).orderBy(...order).limit(limit).offset(offset);
  return rows.map((r) => notificationJson(r.n, r.segmentName, r.authorEmail, r.jobStatus));
}

async function findNotification(db: DbOrTx, id: number) {
  const [found] = await notifications(db, eq(pushNotifications.id, id), [], 1, 0);
  if (!found) throw notFound('No such push notification');
  return found;
}

async function segmentJson(db: DbOrTx, s: typeof pushSegments.$inferSelect) {
  const rules = s.rules as SegmentRule[];
  return { id: s.id, name: s.name, rules, devices: await countDevices(db, rules), created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString() };
}

async function findSegment(db: DbOrTx, id: number) {
  const [s] = await db.select().from(pushSegments).where(eq(pushSegments.id, id));
  if (!s) throw notFound('No such push segment');
  return s;
}

async function deviceJson(db: DbOrTx, id: string) {
  const [r] = await db.select({ d: pushDevices, email: users.email }).from(pushDevices).leftJoin(users, eq(users.id, pushDevices.userId)).where(eq(pushDevices.id, id));
  if (!r) throw notFound('No such device');
  return toDevice(r);
}

const toDevice = ({ d, email }: { d: typeof pushDevices.$inferSelect; email: string | null }) => ({
  id: d.id, user_id: d.userId, user_email: email, model: d.model, browser: d.browser, version: d.version,
  last_active: d.lastActive?.toISOString() ?? null, subscribed: d.subscribed,
});

type Compose = Parameters<HandlersOf<typeof pushCommands>['pushNotificationCreate']>[0];

/** One notification: now (its job) or at `send_at`; the Idempotency-Key of the request makes a retry answer the first. */
async function createNotification(input: Compose, ctx: AuthedContext) {
  const sendAt = input.send_at ? new Date(input.send_at) : null;
  if (sendAt && sendAt.getTime() < Date.now() - PAST_SLACK_MS) throw badRequest({ send_at: 'is in the past' }, 'The send time is in the past');
  const later = sendAt !== null && sendAt.getTime() > Date.now();
  const segment = input.segment_id ? await findSegment(ctx.db, input.segment_id) : null;
  // sent now it needs the provider; a scheduled one is checked again when it falls due
  if (!later) {
    requirePush(ctx.services.config);
    if (await countDevices(ctx.db, (segment?.rules ?? []) as SegmentRule[]) === 0) {
      throw badRequest({ segment_id: 'no subscribed device matches it' }, 'No subscribed device would get this push');
    }
  }
  const [made] = await ctx.db.insert(pushNotifications).values({
    externalId: randomUUID(), name: input.name || input.title_en, titleEn: input.title_en, titleMn: input.title_mn, bodyEn: input.body_en, bodyMn: input.body_mn,
    url: input.url, image: input.image, ttl: input.ttl, isChromeWeb: input.is_chrome_web, isSafari: input.is_safari, isFirefox: input.is_firefox,
    segmentId: segment?.id ?? null, state: later ? 'scheduled' : 'queued', sendAt, authorId: ctx.principal.user.id,
  }).returning();
  let job = null;
  if (!later) job = await queued(ctx, await queuePushSend(ctx.db, made!));
  ctx.auditTarget = `push_notification:${made!.id}`;
  return { notification: await findNotification(ctx.db, made!.id), job };
}

export const pushHandlers: HandlersOf<typeof pushCommands> = {
  async pushApp(_input, ctx) {
    const app = await oneSignal(ctx.services.config).app();
    const [local] = await ctx.db.select({ devices: count(), subscribed: sql<number>`count(*) filter (where ${pushDevices.subscribed})::int` }).from(pushDevices);
    return {
      id: app.id, name: app.name ?? '', players: app.players ?? 0, messageable_players: app.messageable_players ?? 0,
      devices: local?.devices ?? 0, subscribed: local?.subscribed ?? 0,
    };
  },

  async pushDevices({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, {
      browser: { kind: 'text', column: pushDevices.browser }, model: { kind: 'text', column: pushDevices.model },
      subscribed: { kind: 'bool', column: pushDevices.subscribed }, last_active: { kind: 'date', column: pushDevices.lastActive },
    });
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ d: pushDevices, email: users.email }).from(pushDevices).leftJoin(users, eq(users.id, pushDevices.userId)).where(where)
        .orderBy(...ransackOrder(q, { last_active: pushDevices.lastActive }, pushDevices.updatedAt), pushDevices.id)
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(pushDevices).where(where),
    ]);
    return { items: rows.map(toDevice), page, per_page, total: total?.n ?? 0 };
  },

  async pushDevicesSync(_input, ctx) {
    requirePush(ctx.services.config);
    const [made] = await ctx.db.insert(jobs).values({ kind: DEVICES_SYNC_JOB, status: 'queued', userId: ctx.principal.user.id, fileName: 'push-devices' })
      .returning({ id: jobs.id });
    return { job: await queued(ctx, made!.id) };
  },

  async pushLinkDevice({ player_id: given, browser, endpoint, p256dh, auth }, ctx) {
    const userId = ctx.principal.user.id;
    const provider = oneSignal(ctx.services.config);
    let playerId = given;
    if (!playerId) {
      // a console browser's subscription: the provider makes it a device already tied to him
      requirePush(ctx.services.config);
      playerId = (await provider.addWebDevice({ deviceType: DEVICE_TYPES[browser!], endpoint: endpoint!, p256dh: p256dh!, auth: auth!, userId })).id;
    }
    if (provider.configured) {
      // the device as the provider knows it (404: no such device), then tied to this user there too
      await upsertDevices(ctx.db, [{ ...(await provider.device(playerId)), id: playerId, external_user_id: String(userId) }]);
      if (given) await provider.linkDevice(playerId, userId);
    }
    // the §3 flag of the browser it is, as the browser said
    const named = browser ? { browser: BROWSERS[DEVICE_TYPES[browser]]! } : {};
    await ctx.db.insert(pushDevices).values({ id: playerId, userId, ...named })
      .onConflictDoUpdate({ target: pushDevices.id, set: { userId, ...named, updatedAt: sql`now()` } });
    ctx.auditTarget = `push_device:${playerId}`;
    return { device: await deviceJson(ctx.db, playerId) };
  },

  async pushSegments({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, { name: { kind: 'text', column: pushSegments.name }, created_at: { kind: 'date', column: pushSegments.createdAt } });
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(pushSegments).where(where)
        .orderBy(...ransackOrder(q, { name: pushSegments.name, created_at: pushSegments.createdAt }, pushSegments.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(pushSegments).where(where),
    ]);
    return { items: await Promise.all(rows.map((s) => segmentJson(ctx.db, s))), page, per_page, total: total?.n ?? 0 };
  },

  async pushSegmentGet({ id }, ctx) {
    return { segment: await segmentJson(ctx.db, await findSegment(ctx.db, id)) };
  },

  async pushSegmentCreate({ name, rules, preview }, ctx) {
    const devices = await countDevices(ctx.db, rules);
    if (preview) return { segment: null, devices, saved: false };
    await nameFree(ctx.db, name, null);
    const [made] = await ctx.db.insert(pushSegments).values({ name, rules, authorId: ctx.principal.user.id }).returning();
    ctx.auditTarget = `push_segment:${made!.id}`;
    return { segment: await segmentJson(ctx.db, made!), devices, saved: true };
  },

  async pushSegmentUpdate({ id, name, rules, preview }, ctx) {
    await findSegment(ctx.db, id);
    const devices = await countDevices(ctx.db, rules);
    if (preview) return { segment: null, devices, saved: false };
    await nameFree(ctx.db, name, id);
    const [saved] = await ctx.db.update(pushSegments).set({ name, rules, updatedAt: sql`now()` }).where(eq(pushSegments.id, id)).returning();
    ctx.auditTarget = `push_segment:${id}`;
    return { segment: await segmentJson(ctx.db, saved!), devices, saved: true };
  },

  async pushSegmentDelete({ id }, ctx) {
    await findSegment(ctx.db, id);
    const [waiting] = await ctx.db.select({ id: pushNotifications.id }).from(pushNotifications)
      .where(and(eq(pushNotifications.segmentId, id), sql`${pushNotifications.state} in ('scheduled', 'queued', 'sending')`)).limit(1);
    if (waiting) throw conflict(`Push notification ${waiting.id} is still to be sent to this segment: delete it first`, { id: 'in use' });
    await ctx.db.delete(pushSegments).where(eq(pushSegments.id, id));
    ctx.auditTarget = `push_segment:${id}`;
    return { id, deleted: true };
  },

  async pushNotifications({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, {
      state: { kind: 'text', column: pushNotifications.state }, name: { kind: 'text', column: pushNotifications.name },
      segment_id: { kind: 'number', column: pushNotifications.segmentId }, created_at: { kind: 'date', column: pushNotifications.createdAt },
    });
    const order = ransackOrder(q, { created_at: pushNotifications.createdAt }, pushNotifications.id);
    const [items, [total]] = await Promise.all([
      notifications(ctx.db, where, order.length > 1 ? order : [desc(pushNotifications.id)], per_page, (page - 1) * per_page),
      ctx.db.select({ n: count() }).from(pushNotifications).where(where),
    ]);
    return { items, page, per_page, total: total?.n ?? 0 };
  },

  async pushNotificationGet({ id }, ctx) {
    const found = await findNotification(ctx.db, id);
    const provider = oneSignal(ctx.services.config);
    if (!provider.configured || found.state === 'scheduled' || found.state === 'cancelled') return { notification: found, live: false };
    // one provider notification per batch of 2,000 devices: the figures are their sums
    const ids = (await ctx.db.selectDistinct({ p: pushNotificationDevices.providerId }).from(pushNotificationDevices)
      .where(and(eq(pushNotificationDevices.notificationId, id), sql`${pushNotificationDevices.providerId} <> ''`))).map((r) => r.p!);
    if (!ids.length) return { notification: found, live: false };
    let stats: Awaited<ReturnType<typeof provider.notification>>[];
    try {
      stats = await Promise.all(ids.map((p) => provider.notification(p)));
    } catch (e) {
      // the provider down: the figures last read, said to be so, rather than no page at all
      if (e instanceof AppError && e.code.startsWith('push_')) return { notification: found, live: false };
      throw e;
    }
    const sum = (f: (s: (typeof stats)[number]) => number | null | undefined) => stats.reduce((a, s) => a + (f(s) ?? 0), 0);
    const sent = sum((s) => s.successful);
    const figures = { sent, delivered: stats.some((s) => s.received != null) ? sum((s) => s.received) : sent, clicked: sum((s) => s.converted) };
    await ctx.db.update(pushNotifications).set(figures).where(eq(pushNotifications.id, id));
    return { notification: { ...found, ...figures }, live: true };
  },

  async pushNotificationCreate(input, ctx) {
    return createNotification(input, ctx);
  },

  async pushSegmentPush({ id, ...input }, ctx) {
    return createNotification({ ...input, segment_id: id }, ctx);
  },

  async pushNotificationDelete({ id }, ctx) {
    const found = await findNotification(ctx.db, id);
    ctx.auditTarget = `push_notification:${id}`;
    const [stopped] = await ctx.db.update(pushNotifications).set({ state: 'cancelled' })
      .where(and(eq(pushNotifications.id, id), eq(pushNotifications.state, 'scheduled'))).returning({ id: pushNotifications.id });
    if (!stopped) throw conflict(`The notification is ${found.state}: only a scheduled one can be deleted`, { id: found.state });
    return { notification: await findNotification(ctx.db, id) };
  },
};

async function nameFree(db: DbOrTx, name: string, id: number | null) {
  const [taken] = await db.select({ id: pushSegments.id }).from(pushSegments).where(sql`lower(${pushSegments.name}) = lower(${name})`);
  if (taken && taken.id !== id) throw conflict('A segment has this name', { name: 'taken' });
}
