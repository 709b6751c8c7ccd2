import type { ApiClient } from '../shared/api/client.js';
import type { ApiError } from '../shared/api/errors.js';
import { canAccess, type AccessRule, type Viewer } from '../shared/roles/access.js';
import { viewerFor } from '../shared/roles/viewer.js';
import { DEFAULT_URL, readConfig, saveProfile, type Profile, type UserSnapshot } from './config/store.js';
import { CliError, EXIT, exitCodeOfStatus } from './exit.js';
import { t } from './i18n.js';
import type { FlagSpec } from './manifest/types.js';
import { flagAt, issueLine } from './run/issues.js';
import { ISO_TIME } from './output/format.js';
import { formatDate } from '../shared/i18n/format.js';

export interface Session {
  profile: string;
  stored: Profile;
  url: string;
  token: string | undefined;
  /** BO_TOKEN: used, never written to disk. */
  tokenFromEnv: boolean;
  user: UserSnapshot | undefined;
  website: { id: number; index: string } | null;
  vendor: number | null;
}

export function openSession(profile: string, env: NodeJS.ProcessEnv = process.env): Session {
  const stored = readConfig(env).profiles?.[profile] ?? {};
  const tokenFromEnv = Boolean(env.BO_TOKEN);
  return {
    profile,
    stored,
    url: (env.BO_API_URL || stored.url || DEFAULT_URL).replace(/\/+$/, ''),
    token: env.BO_TOKEN || stored.token,
    tokenFromEnv,
    // a snapshot belongs to the stored token; another token may be another user
    user: tokenFromEnv ? undefined : stored.user,
    website: stored.website ?? null,
    vendor: stored.vendor ?? null,
  };
}

/** The viewer the server will compute, or undefined when the user is not known (BO_TOKEN). */
export function viewerOf(s: Session): Viewer | undefined {
  if (!s.user) return undefined;
  const website = s.website ? s.user.websites.find((w) => w.index === s.website!.index) ?? null : null;
  return viewerFor(s.user, website, s.vendor);
}

export function allowed(rule: AccessRule & { public?: boolean }, viewer: Viewer | undefined): boolean {
  return rule.public || !viewer || canAccess(rule, viewer);
}

export async function clientFor(s: Session, opts: { auth?: boolean } = {}): Promise<ApiClient> {
  if (opts.auth !== false && !s.token) throw new CliError(t('errors.not_signed_in'), EXIT.unauthorized);
  const { createClient } = await import('../shared/api/client.js');
  serverUrl = s.url;
  return createClient({
    baseURL: s.url,
    token: opts.auth === false ? undefined : s.token,
    vendorId: s.vendor,
    websiteId: s.website?.id ?? null,
    locale: process.env.BO_LOCALE,
  });
}

export function snapshotOf(user: UserSnapshot): UserSnapshot {
  return {
    id: user.id, email: user.email, locale: user.locale, roles: user.roles,
    websites: user.websites.map((w) => ({ id: w.id, index: w.index, domain: w.domain, name: w.name, features: w.features, roles: w.roles })),
    vendors: user.vendors.map((v) => ({ id: v.id, name: v.name, roles: v.roles })),
  };
}

/** Keeps the profile's picture of the user current (whoami, a refused call), unless from BO_TOKEN. */
export async function rememberUser(s: Session, user: UserSnapshot): Promise<void> {
  const fresh = snapshotOf(user);
  const unchanged = JSON.stringify(fresh) === JSON.stringify(s.user);
  s.user = fresh;
  // most calls find nothing new: no write, and no loading of conf
  if (s.tokenFromEnv || unchanged) return;
  await saveProfile(s.profile, { ...s.stored, user: s.user });
}

/** The server the last client of this run talks to: named when it cannot be reached. */
let serverUrl = '';

/**
 * An API error as a CliError with the documented exit code and a sentence saying what to do, never
 * the internals ("fetch failed", zod's wording): field errors are named by their flags when the
 * command `c` is known.
 */
export function fromApiError(e: unknown, c?: { flags: readonly FlagSpec[] }): CliError {
  if (e instanceof CliError) return e;
  const err = e as Partial<ApiError> & Error;
  if (typeof err.status !== 'number') return new CliError(t('errors.internal', { message: err.message ?? String(e) }), EXIT.failed);
  const code = exitCodeOfStatus(err.status);
  const url = serverUrl || 'the server';
  if (err.status === 0) return new CliError(t(err.code === 'timeout' ? 'errors.timeout' : 'errors.network', { url }), code);
  if (err.status === 401) return new CliError(t('errors.unauthorized', { message: err.message }), code);
  if (err.status === 403) return new CliError(t('errors.forbidden', { message: err.message }), code);
  // the server's 429 says how long to wait, in the reader's language
  if (err.status === 429) return new CliError(err.message || t('errors.rate_limited'), code);
  if (err.status >= 500) return new CliError(t('errors.server', { status: err.status }), code);
  const fields = err.fields ? Object.entries(err.fields).map(([k, v]) => {
    const flag = c ? flagAt(c.flags, k) : undefined;
    // a time in a refusal (`approved_at`) reads as every time bo shows
    const text = typeof v === 'string' && ISO_TIME.test(v) ? formatDate(v) : v;
    return `\n  ${issueLine(flag ? (flag.positional ? `<${flag.name}>` : `--${flag.name}`) : k, text, flag)}`;
  }).join('') : '';
  return new CliError(`${err.message}${fields}`, code);
}
