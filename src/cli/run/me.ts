import { commandPath } from '../../shared/commands/define.js';
import type { Me } from '../../shared/schema/user.js';
import type { Ctx } from '../context.js';
import { clientFor, fromApiError, rememberUser, viewerOf } from '../session.js';

/** `users/me` through the catalogue's path; the answer refreshes the profile's picture of the user. */
export async function refreshUser(ctx: Ctx): Promise<Me> {
  const entry = ctx.manifest.commands.find((c) => c.id === 'user.me');
  const client = await clientFor(ctx.session);
  let me: Me;
  try {
    ({ user: me } = await client.request<{ user: Me }>('GET', commandPath(entry ?? { http: { path: 'users/me' } })));
  } catch (e) {
    throw fromApiError(e);
  }
  await rememberUser(ctx.session, me);
  ctx.viewer = viewerOf(ctx.session);
  return me;
}
