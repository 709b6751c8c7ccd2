import { and, eq, ne } from 'drizzle-orm';
import type { userCommands } from '../../../shared/commands/users.js';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../../shared/schema/user.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { JsonText, type HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { unprocessable } from '../../errors.js';
import { loadMemberships } from '../../auth/principal.js';
import { notifySessionsEnded } from '../../realtime/notify.js';
import { toMeJson, toUserColumns } from './serialize.js';

const { users, sessions } = schema;
type Self = Pick<typeof userCommands, 'me' | 'getSettings' | 'updateSettings' | 'updateProfile'>;

/** Stored settings over the defaults: a setting added later has its default for everyone. */
export function readSettings(stored: unknown): Settings {
  const s = (stored ?? {}) as Partial<Settings>;
  const merged = {
    language: s.language ?? DEFAULT_SETTINGS.language,
    notifications: { ...DEFAULT_SETTINGS.notifications, ...s.notifications },
    other: { ...DEFAULT_SETTINGS.other, ...s.other },
  };
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export const selfHandlers: HandlersOf<Self> = {
  async me(_input, ctx) {
    ctx.principal.meJson ??= JSON.stringify({ user: toMeJson(ctx.principal) });
    return new JsonText(ctx.principal.meJson);
  },

  async getSettings(_input, ctx) {
    return { settings: readSettings(ctx.principal.user.settings) };
  },

  async updateSettings(input, ctx) {
    const current = readSettings(ctx.principal.user.settings);
    const settings: Settings = {
      language: input.language ?? current.language,
      notifications: { ...current.notifications, ...input.notifications },
      other: { ...current.other, ...input.other },
    };
    await ctx.db.update(users).set({ settings, locale: settings.language, updatedAt: new Date() })
      .where(eq(users.id, ctx.principal.user.id));
    ctx.services.principals.clear();
    ctx.auditTarget = `user:${ctx.principal.user.id}`;
    return { settings };
  },

  async updateProfile(input, ctx) {
    const me = ctx.principal.user;
    const { current_password, password, ...fields } = input;
    const changes: Partial<typeof users.$inferInsert> = { ...toUserColumns(fields), updatedAt: new Date() };
    if (password !== undefined) {
      if (!current_password || !(await verifyPassword(current_password, me.passwordHash))) {
        throw unprocessable('The current password is wrong', { current_password: 'is wrong' });
      }
      changes.passwordHash = await hashPassword(password);
      // a new password signs out every other session of the user
      await ctx.db.delete(sessions).where(and(eq(sessions.userId, me.id), ne(sessions.id, ctx.principal.sessionId)));
    }
    const [user] = await ctx.db.update(users).set(changes).where(eq(users.id, me.id)).returning();
    ctx.services.principals.clear();
    if (password !== undefined) await notifySessionsEnded(ctx.db, { userId: me.id }); // the other sessions' live sockets close
    ctx.auditTarget = `user:${me.id}`;
    const memberships = await loadMemberships(ctx.db, me.id, ctx.principal.isAdmin);
    return { user: toMeJson({ user: user!, ...memberships }) };
  },
};
