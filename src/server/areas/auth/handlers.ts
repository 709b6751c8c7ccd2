import { eq, sql } from 'drizzle-orm';
import { authCommands } from '../../../shared/commands/auth.js';
import { bearerToken } from '../../auth/authenticate.js';
import { facebookEmail } from '../../auth/facebook.js';
import { verifyPassword } from '../../auth/password.js';
import { assertMayTry, assertMayTryFacebook, canonicalUsername, recordFailure, recordSignIn, signedInFrom } from '../../auth/rate-limit.js';
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
    const name = canonicalUsername(username);
    const user = await findByUsername(db, username);
    await assertMayTry(db, ctx.request, name, user ? await signedInFrom(db, user.id, ctx.request.ip) : false);
    const ok = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !ok) {
      await recordFailure(db, ctx.request, { username: name, userId: user?.id ?? null });
      throw new AppError(401, 'invalid_credentials');
    }
    await recordSignIn(db, ctx.request, user.id, name);
    return openSession(db, user, ctx.request);
  },

  async loginFacebook({ access_token }, ctx) {
    const db = ctx.db;
    const facebook = ctx.services.config.facebook;
    if (!facebook) throw new AppError(503, 'facebook_unavailable');
    await assertMayTryFacebook(db, ctx.request);
    let email: string;
    try {
      email = await facebookEmail(facebook, access_token);
    } catch (e) {
      if (e instanceof AppError && e.status === 401) await recordFailure(db, ctx.request, { facebook: true });
      throw e;
    }
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (!user) {
      await recordFailure(db, ctx.request, { facebook: true });
      throw new AppError(401, 'invalid_credentials', 'No back-office user has this Facebook email');
    }
    await recordSignIn(db, ctx.request, user.id);
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
