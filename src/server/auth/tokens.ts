import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: what the client keeps. The database keeps only its hash. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
