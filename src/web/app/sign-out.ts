import { logout } from '../../shared/commands/auth.js';
import { api } from './api.js';
import { readToken, writeToken } from './persisted.js';

/**
 * Ends the session: revokes the token on the server when asked (the logout button; not after a
 * 401, when it is already dead), forgets it, and loads /login afresh so no state of the old user
 * stays in memory. `keepPlace` brings the user back to this page after signing in again.
 */
let leaving = false;

export async function signOut({ remote, keepPlace }: { remote: boolean; keepPlace: boolean }): Promise<void> {
  // once leaving, the 401s of requests still in flight (the revoked token's) must not send the
  // user elsewhere than where the first sign-out goes
  if (leaving) return;
  leaving = true;
  if (remote && readToken()) await api.call(logout, {}).catch(() => undefined);
  writeToken(null);
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(keepPlace && here !== '/' ? `/login?next=${encodeURIComponent(here)}` : '/login');
}
