import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { MemberVendor, MemberWebsite } from '../../shared/schema/tenancy.js';
import type { Role } from '../../shared/roles/roles.js';
import { CliError, EXIT } from '../exit.js';

/** What `bo` remembers of the signed-in user, to hide the commands his roles cannot run. */
export interface UserSnapshot {
  id: number;
  email: string;
  locale: string;
  roles: Role[];
  websites: MemberWebsite[];
  vendors: MemberVendor[];
}

export interface Profile {
  url?: string;
  token?: string;
  user?: UserSnapshot;
  website?: { id: number; index: string } | null;
  vendor?: number | null;
}

export interface ConfigFile {
  profiles?: Record<string, Profile>;
}

export const DEFAULT_URL = 'http://127.0.0.1:3000';

/** `BO_CONFIG_DIR` (tests, several setups), else the XDG config folder. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BO_CONFIG_DIR) return env.BO_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'bo');
}
export const configPath = (env: NodeJS.ProcessEnv = process.env) => join(configDir(env), 'config.json');

export function profileName(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const name = flag || env.BO_PROFILE || 'default';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) throw new CliError(`bad profile name "${name}": letters, digits, _ and - only`, EXIT.usage);
  return name;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads the file conf writes. Read directly rather than through conf: conf loads a JSON-schema
 * validator on import, which would double the start-up of `bo --help`; the shape is checked by hand
 * for the same reason (no zod on the fast path).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigFile {
  let text: string;
  try {
    text = readFileSync(configPath(env), 'utf8');
  } catch {
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CliError(`${configPath(env)} is not valid JSON: fix or delete it`, EXIT.failed);
  }
  if (!isObject(data)) return {};
  const profiles: Record<string, Profile> = {};
  if (isObject(data.profiles)) {
    for (const [name, p] of Object.entries(data.profiles)) if (isObject(p)) profiles[name] = cleanProfile(p);
  }
  return { profiles };
}

function cleanProfile(p: Record<string, unknown>): Profile {
  const out: Profile = {};
  if (typeof p.url === 'string') out.url = p.url;
  if (typeof p.token === 'string') out.token = p.token;
  const u = p.user;
  if (isObject(u) && typeof u.id === 'number' && typeof u.email === 'string' && Array.isArray(u.roles)
    && Array.isArray(u.websites) && Array.isArray(u.vendors)) {
    out.user = {
      id: u.id, email: u.email, locale: typeof u.locale === 'string' ? u.locale : 'en',
      roles: u.roles.filter((r): r is Role => typeof r === 'string'),
      websites: u.websites.filter(isObject) as unknown as MemberWebsite[],
      vendors: u.vendors.filter(isObject) as unknown as MemberVendor[],
    };
  }
  const w = p.website;
  if (isObject(w) && typeof w.id === 'number' && typeof w.index === 'string') out.website = { id: w.id, index: w.index };
  if (typeof p.vendor === 'number') out.vendor = p.vendor;
  return out;
}

/** Writes one profile through conf (atomic write, file mode 0600). */
export async function saveProfile(name: string, profile: Profile | null, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { default: Conf } = await import('conf');
  const store = new Conf<ConfigFile>({ cwd: configDir(env), configName: 'config', configFileMode: 0o600, projectName: 'bo' });
  const profiles = { ...(store.get('profiles') ?? {}) };
  if (profile) profiles[name] = profile;
  else delete profiles[name];
  store.set('profiles', profiles);
}
