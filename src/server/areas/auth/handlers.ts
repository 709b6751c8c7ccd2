import { eq, sql } from 'drizzle-orm';
import { authCommands } from '../../../shared/commands/auth.js';
import { bearerToken } from '../../auth/authenticate.js';
import { facebookEmail } from '../../auth/facebook.js';
import { verifyPassword } from '../../auth/password.js';
import { assertNotLimited, clearFailures, recordFailure, signInLimits } from '../../auth/rate-limit.js';
import { hashToken } from '../../auth/tokens.js';
import { defineHandlers } from '../../commands/handler.js';
import { schema, type Db } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { openSession, revokeSession } from './sessions.js';

const { users } = schema;

/** Sign-in takes the email, or the 8-digit mobile number. */
async function findByUsername(db: Db, username: string) {
  const digits = username.replace(/[\s-]/g, '').replace(/^\+?976/, '');
  const where = /^\d{8}$/.test(digits) ? eq(users.mobile, digits) : sql`lower(${users.email}) = ${username.toLowerCase()}`;
  const [user] = await db.select().from(users).where(where).limit(2);
  return user;
}

export const authHandlers = defineHandlers(authCommands, {
  async options(_input, ctx) {
    const { facebook, forgotPasswordUrl } = ctx.services.config;
    return { facebook_app_id: facebook?.appId ?? null, forgot_password_url: forgotPasswordUrl };
  },

  async login({ username, password }, ctx) {
    const db = ctx.db;
    const limits = signInLimits(ctx.request.ip, username);
    await assertNotLimited(db, limits);
    const user = await findByUsername(db, username);
    const ok = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !ok) {
      await recordFailure(db, limits);
      throw new AppError(401, 'invalid_credentials');
    }
    await clearFailures(db, limits[0]!.key);
    return openSession(db, user, ctx.request);
  },

  async loginFacebook({ access_token }, ctx) {
    const db = ctx.db;
    const facebook = ctx.services.config.facebook;
    if (!facebook) throw new AppError(503, 'facebook_unavailable');
    const limits = signInLimits(ctx.request.ip);
    await assertNotLimited(db, limits);
    let email: string;
    try {
      email = await facebookEmail(facebook, access_token);
    } catch (e) {
      if (e instanceof AppError && e.status === 401) await recordFailure(db, limits);
      throw e;
    }
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (!user) {
      await recordFailure(db, limits);
      throw new AppError(401, 'invalid_credentials', 'No back-office user has this Facebook email');
    }
    return openSession(db, user, ctx.request);
  },

  async logout(_input, ctx) {
    await revokeSession(ctx.db, ctx.principal.sessionId);
    const token = bearerToken(ctx.request);
    if (token) ctx.services.principals.delete(hashToken(token));
    ctx.auditTarget = `user:${ctx.principal.user.id}`;
    return { ok: true as const };
  },
});
