import { z } from 'zod';
import { meSchema } from '../schema/user.js';
import { defineCommand } from './define.js';

const session = z.object({ token: z.string(), user: meSchema });

export const login = defineCommand({
  id: 'auth.login', area: 'auth', kind: 'mutation', public: true, roles: true,
  http: { method: 'POST', path: 'auth/login' },
  input: z.object({ username: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) }),
  output: session,
  secret: ['password'],
  ui: { title: 'commands.auth.login', hidden: true },
  cli: { verb: ['auth', 'login'] },
});

export const loginFacebook = defineCommand({
  id: 'auth.facebook', area: 'auth', kind: 'mutation', public: true, roles: true,
  http: { method: 'POST', path: 'auth/facebook' },
  input: z.object({ access_token: z.string().trim().min(1).max(4096) }),
  output: session,
  secret: ['access_token'],
  ui: { title: 'commands.auth.facebook', hidden: true },
  cli: { verb: ['auth', 'facebook'] },
});

export const logout = defineCommand({
  id: 'auth.logout', area: 'auth', kind: 'mutation', roles: true,
  http: { method: 'POST', path: 'auth/logout' },
  input: z.object({}),
  output: z.object({ ok: z.literal(true) }),
  ui: { title: 'commands.auth.logout', keywords: ['sign out', 'гарах'] },
  cli: { verb: ['auth', 'logout'] },
});

/** What the sign-in page offers before anyone signs in: Facebook when configured, the reset link. */
export const options = defineCommand({
  id: 'auth.options', area: 'auth', kind: 'query', public: true, roles: true,
  http: { method: 'GET', path: 'auth/options' },
  input: z.object({}),
  output: z.object({ facebook_app_id: z.string().nullable(), forgot_password_url: z.string() }),
  ui: { title: 'commands.auth.options', hidden: true },
  cli: { verb: ['auth', 'options'] },
});

export const authCommands = { login, loginFacebook, logout, options };
