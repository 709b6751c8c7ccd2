import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_DAYS, type notificationCommands, type NotificationEvent, type UserNotification } from '../../../shared/commands/notifications.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { deliveriesOf, renderNotification } from './notify.js';

const { userNotifications, notificationSettings, pushDevices } = schema;

const recent = () => sql`now() - ${`${NOTIFICATION_DAYS} days`}::interval`;
/** His own, of the last 30 days: nobody reads another's list, whatever his roles. */
const mine = (ctx: AuthedContext) => and(eq(userNotifications.userId, ctx.principal.user.id), gt(userNotifications.createdAt, recent()));

async function unreadCount(ctx: AuthedContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(userNotifications).where(and(mine(ctx), isNull(userNotifications.readAt)));
  return row?.n ?? 0;
}

async function settingsOf(ctx: AuthedContext) {
  const userId = ctx.principal.user.id;
  const [[row], [devices]] = await Promise.all([
    ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    ctx.db.select({ n: count() }).from(pushDevices).where(and(eq(pushDevices.userId, userId), eq(pushDevices.subscribed, true))),
  ]);
  const push = ctx.services.config.push;
  const vapid = push?.vapidPublicKey ?? null;
  return {
    events: deliveriesOf(row?.events),
    push_prompt: (row?.pushPrompt ?? null) as 'accepted' | 'declined' | null,
    push_available: Boolean(push && vapid),
    vapid_public_key: push ? vapid : null,
    devices: devices?.n ?? 0,
  };
}

export const notificationHandlers: HandlersOf<typeof notificationCommands> = {
  async notificationList({ unread }, ctx) {
    const locale = requestLocale(ctx.request);
    const rows = await ctx.db.select().from(userNotifications)
      .where(and(mine(ctx), unread ? isNull(userNotifications.readAt) : undefined))
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id)).limit(200);
    const items: UserNotification[] = rows.map((r) => {
      const params = r.params as Record<string, string>;
      return {
        id: r.id, event: r.event as NotificationEvent, ...renderNotification(r.event, params, locale), link: r.link, params,
        read_at: r.readAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
      };
    });
    return { items, unread: await unreadCount(ctx) };
  },

  async notificationRead({ id, every: all }, ctx) {
    const which = all ? undefined : eq(userNotifications.id, id!);
    if (!all) {
      const [found] = await ctx.db.select({ id: userNotifications.id }).from(userNotifications).where(and(mine(ctx), which));
      // another user's notification is as absent as one that never was
      if (!found) throw notFound();
    }
    const read = await ctx.db.update(userNotifications).set({ readAt: sql`now()` })
      .where(and(mine(ctx), which, isNull(userNotifications.readAt))).returning({ id: userNotifications.id });
    ctx.auditTarget = all ? `user:${ctx.principal.user.id}` : `user_notification:${id}`;
    return { read: read.length, unread: await unreadCount(ctx) };
  },

  async notificationSettingsGet(_input, ctx) {
    return { settings: await settingsOf(ctx) };
  },

  async notificationSettingsUpdate({ events, push_prompt }, ctx) {
    const userId = ctx.principal.user.id;
    const [row] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    const merged = { ...deliveriesOf(row?.events), ...events };
    const pushPrompt = push_prompt ?? row?.pushPrompt ?? null;
    await ctx.db.insert(notificationSettings).values({ userId, events: merged, pushPrompt })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { events: merged, pushPrompt, updatedAt: sql`now()` } });
    ctx.auditTarget = `user:${userId}`;
    return { settings: await settingsOf(ctx) };
  },
};
