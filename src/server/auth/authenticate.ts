import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import type { Services } from '../services.js';
import { loadPrincipal, touchSession, type Principal } from './principal.js';
import { hashToken } from './tokens.js';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Token → its hash, remembered: a hash costs more than the rest of a cached `users/me`, and a token
 * always hashes the same. Bounded, and emptied when full, like the principal cache.
 */
const hashes = new Map<string, string>();
function tokenHashOf(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    if (hashes.size >= 10_000) hashes.clear();
    hash = hashToken(token);
    hashes.set(token, hash);
  }
  return hash;
}

/** The principal of the request's bearer token, or a 401. */
export async function authenticate(services: Services, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const tokenHash = tokenHashOf(token);
  const now = Date.now();
  let principal = services.principals.get(tokenHash, now);
  if (!principal) {
    const loaded = await loadPrincipal(services.database.db, tokenHash);
    if (!loaded) throw unauthorized();
    principal = loaded;
    services.principals.set(tokenHash, principal, now);
  }
  await touchSession(services.database.db, principal, now);
  return principal;
}
