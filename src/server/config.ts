import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** Every setting the server reads from the environment, in one place (README lists them). */
export const configSchema = z.object({
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** A PostgreSQL server; when unset the embedded PGlite in BO_DATA_DIR is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  BO_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  /** `demo` fills an empty database with demo data; `none` never. Default: demo on PGlite only. */
  BO_SEED: z.preprocess(emptyAsUndefined, z.enum(['demo', 'none']).optional()),
  /** How many demo orders a fresh demo database gets; `npm start` defaults it to 20,000. */
  BO_DEMO_ORDERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).default(300)),
  BO_DEMO_IMAGES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  BO_BODY_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1024).default(1_048_576)),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.preprocess(emptyAsUndefined, z.url().default('https://graph.facebook.com/v19.0')),
  /** The public shop's sign-in page, where the console's Forgot Password link goes. */
  BO_FORGOT_PASSWORD_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://www.shop.mn/login')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Behind a proxy the client address comes from X-Forwarded-For. */
  BO_TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  /** Customer SMS: `log` writes them to the server log (default), `http` posts them to an SMS gateway. */
  BO_SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['log', 'http']).default('log')),
  BO_SMS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  BO_SMS_TOKEN: optionalString,
  /** The bearer token the SMS gateway's delivery reports come with; unset, reports are refused (503). */
  BO_SMS_REPORT_TOKEN: optionalString,
  BO_EMAIL_BOUNCE_TOKEN: optionalString,
  BO_SMS_SENDER: z.preprocess(emptyAsUndefined, z.string().max(20).default('SHOP')),
  /** Mass SMS (marketing): messages a second the gateway takes, the price of one SMS part in möngö. */
  BO_SMS_RATE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(50)),
  BO_SMS_PART_COST: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).default(1500)),
  /** Customer email: `log` (default) or `smtp` through BO_SMTP_URL (`smtp://user:pass@host:587`, `smtps://…` for TLS). */
  BO_EMAIL_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['log', 'smtp']).default('log')),
  BO_SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  BO_EMAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Shop <no-reply@shop.mn>')),
  /** Attempts before a message is `failed`, and how long a worker holds a message it is delivering. */
  BO_OUTBOX_MAX_ATTEMPTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(50).default(8)),
  BO_OUTBOX_LEASE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
  /** The first retry's delay; each further one doubles it (capped at an hour). */
  BO_OUTBOX_RETRY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(3_600_000).default(30_000)),
  /** The local PosAPI 3.0 service issuing e-receipts (ebarimt); unset, the e-receipt commands refuse with 503. */
  BO_POSAPI_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The marketplace's own TIN (the package receipt's merchantTin), its POS number and district code. */
  BO_POSAPI_MERCHANT_TIN: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{11,14}$/).optional()),
  BO_POSAPI_POS_NO: z.preprocess(emptyAsUndefined, z.string().max(20).default('001')),
  BO_POSAPI_DISTRICT_CODE: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{4}$/).default('2501')),
  BO_POSAPI_BRANCH_NO: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{3}$/).default('001')),
  /**
   * The corporate gateway's banks: `khan=https://…,golomt=https://…` (each bank's endpoint), or one
   * URL for every bank. Unset, the gateway's bank calls refuse with 503 and name this variable.
   */
  BO_BANK_URLS: optionalString,
  /**
   * The delivery map's tiles: an XYZ URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`),
   * optionally followed by `|` and the attribution. Unset, the map draws the points over the
   * district outlines shipped with the project and asks no server for tiles.
   */
  BO_MAP_TILES: optionalString,
  /** A transfer above this many ₮ waits for a second approver (maker and checker). */
  BO_CGW_APPROVAL_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(1_000_000)),
  /** How long a bank call may take before its answer counts as unknown. */
  BO_BANK_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(15_000)),
  /**
   * Minutes between two auto-cancel sweeps (unpaid orders past the hours of /settings/order are
   * canceled); 0 turns the sweep off (`bo orders auto-cancel` still runs it on demand).
   */
  /** The OneSignal-compatible push API (`https://onesignal.com`), its app and REST API key; unset URL: push calls refuse with 503. */
  BO_ONESIGNAL_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  BO_ONESIGNAL_APP_ID: optionalString,
  BO_ONESIGNAL_KEY: optionalString,
  /** The app's public web push (VAPID) key, which browsers subscribe with (issue 23); unset: no console push prompt. */
  BO_ONESIGNAL_VAPID_KEY: optionalString,
  BO_AUTO_CANCEL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(24 * 60).default(10)),
  /**
   * How often the scheduler looks for corporate accounts whose statement import is due (each
   * account's own interval is its `import_every_minutes`); 0 turns scheduled imports off.
   */
  BO_CGW_IMPORT_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3_600_000).default(30_000)),
});

export type Env = z.infer<typeof configSchema>;

export interface Config {
  host: string;
  port: number;
  /** `memory://` for a throw-away PGlite (tests), a folder for PGlite, or a postgres URL. */
  /** `loadDataDir`: a PGlite data folder's tarball to start from in memory (the tests clone one seeded database). */
  database: { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string };
  seed: 'demo' | 'none';
  /** Demo orders to seed (BO_DEMO_ORDERS). */
  demoOrders: number;
  /** Demo products given a picture when the demo data is first seeded (BO_DEMO_IMAGES). */
  demoImages: number;
  bodyLimit: number;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  forgotPasswordUrl: string;
  /** The delivery map's tile source (BO_MAP_TILES); null: the outlines shipped with the project. */
  mapTiles: { url: string; attribution: string } | null;
  /** The data folder (BO_DATA_DIR): uploaded files live here on PGlite and on PostgreSQL alike. */
  filesDir: string;
  /** Customer messages (the outbox): providers and the worker's retry rules. */
  messages: {
    sms: { kind: 'log' } | { kind: 'http'; url: string; token: string | null; sender: string };
    email: { kind: 'log'; from: string } | { kind: 'smtp'; url: string; from: string };
    maxAttempts: number;
    leaseSeconds: number;
    retryMs: number;
    /** Mass SMS: the gateway's rate (messages a second) and the price of a part (möngö). */
    smsRate: number;
    smsPartCost: number;
    /** The token of the gateway's delivery reports (BO_SMS_REPORT_TOKEN); null: none taken. */
    smsReportToken?: string | null;
    /** The token of the mail side's bounce reports (BO_EMAIL_BOUNCE_TOKEN); null: none taken. */
    emailBounceToken?: string | null;
  };
  /** PosAPI 3.0 (e-receipts); null when BO_POSAPI_URL is unset. */
  posapi: { url: string; merchantTin: string; posNo: string; districtCode: string; branchNo: string } | null;
  /** The corporate gateway: each bank's endpoint (`*` for all), the approval limit in möngö, the call timeout. */
  bank: {
    urls: Record<string, string>; approvalLimit: number; timeoutMs: number;
    /** How often due statement imports are looked for; 0 or unset: never (the tests' default). */
    importPollMs?: number;
  };
  /** Minutes between auto-cancel sweeps (BO_AUTO_CANCEL_MINUTES); 0: none. */
  autoCancelMinutes: number;
  /** The push provider (OneSignal REST); null when BO_ONESIGNAL_URL is unset. The key never leaves the server. */
  push?: { url: string; appId: string; key: string; vapidPublicKey?: string | null } | null;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together');
  }
  if (e.BO_SMS_PROVIDER === 'http' && !e.BO_SMS_URL) throw new ConfigError('Invalid configuration:\n  BO_SMS_PROVIDER=http needs BO_SMS_URL');
  if (e.BO_EMAIL_PROVIDER === 'smtp' && !e.BO_SMTP_URL) throw new ConfigError('Invalid configuration:\n  BO_EMAIL_PROVIDER=smtp needs BO_SMTP_URL');
  if (e.BO_ONESIGNAL_URL && (!e.BO_ONESIGNAL_APP_ID || !e.BO_ONESIGNAL_KEY)) {
    throw new ConfigError('Invalid configuration:\n  BO_ONESIGNAL_URL needs BO_ONESIGNAL_APP_ID and BO_ONESIGNAL_KEY');
  }
  if (e.BO_POSAPI_URL && !e.BO_POSAPI_MERCHANT_TIN) {
    throw new ConfigError('Invalid configuration:\n  BO_POSAPI_URL needs BO_POSAPI_MERCHANT_TIN (the shop\'s TIN on its e-receipts)');
  }
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: e.BO_DATA_DIR };
  return {
    host: e.HOST,
    port: e.PORT,
    database,
    seed: e.BO_SEED ?? (database.kind === 'pglite' ? 'demo' : 'none'),
    demoOrders: e.BO_DEMO_ORDERS,
    demoImages: e.BO_DEMO_IMAGES,
    bodyLimit: e.BO_BODY_LIMIT,
    facebook: e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
      ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL }
      : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.BO_TRUST_PROXY,
    forgotPasswordUrl: e.BO_FORGOT_PASSWORD_URL,
    mapTiles: mapTiles(e.BO_MAP_TILES),
    filesDir: e.BO_DATA_DIR,
    messages: {
      sms: e.BO_SMS_PROVIDER === 'http' ? { kind: 'http', url: e.BO_SMS_URL!, token: e.BO_SMS_TOKEN ?? null, sender: e.BO_SMS_SENDER } : { kind: 'log' },
      email: e.BO_EMAIL_PROVIDER === 'smtp' ? { kind: 'smtp', url: e.BO_SMTP_URL!, from: e.BO_EMAIL_FROM } : { kind: 'log', from: e.BO_EMAIL_FROM },
      maxAttempts: e.BO_OUTBOX_MAX_ATTEMPTS,
      leaseSeconds: e.BO_OUTBOX_LEASE_SECONDS,
      retryMs: e.BO_OUTBOX_RETRY_MS,
      smsRate: e.BO_SMS_RATE,
      smsPartCost: e.BO_SMS_PART_COST,
      smsReportToken: e.BO_SMS_REPORT_TOKEN ?? null,
      emailBounceToken: e.BO_EMAIL_BOUNCE_TOKEN ?? null,
    },
    posapi: e.BO_POSAPI_URL
      ? { url: e.BO_POSAPI_URL, merchantTin: e.BO_POSAPI_MERCHANT_TIN ?? '', posNo: e.BO_POSAPI_POS_NO, districtCode: e.BO_POSAPI_DISTRICT_CODE, branchNo: e.BO_POSAPI_BRANCH_NO }
      : null,
    bank: { urls: bankUrls(e.BO_BANK_URLS), approvalLimit: e.BO_CGW_APPROVAL_LIMIT * 100, timeoutMs: e.BO_BANK_TIMEOUT_MS, importPollMs: e.BO_CGW_IMPORT_POLL_MS },
    autoCancelMinutes: e.BO_AUTO_CANCEL_MINUTES,
    push: e.BO_ONESIGNAL_URL ? { url: e.BO_ONESIGNAL_URL.replace(/\/+$/, ''), appId: e.BO_ONESIGNAL_APP_ID!, key: e.BO_ONESIGNAL_KEY!, vapidPublicKey: e.BO_ONESIGNAL_VAPID_KEY ?? null } : null,
  };
}

/** `khan=https://a,golomt=https://b` or one URL for all (`*`). */
function bankUrls(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  const out: Record<string, string> = {};
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    const [bank, url] = eq > 0 && !part.slice(0, eq).includes(':') ? [part.slice(0, eq), part.slice(eq + 1)] : ['*', part];
    if (!/^https?:\/\//.test(url)) throw new ConfigError(`Invalid configuration:\n  BO_BANK_URLS: ${bank} needs an http(s) URL`);
    out[bank] = url.replace(/\/+$/, '');
  }
  return out;
}

/** `BO_MAP_TILES`: `url` or `url|attribution`; the URL must be http(s) and hold {z}, {x} and {y}. */
function mapTiles(raw: string | undefined): { url: string; attribution: string } | null {
  if (!raw) return null;
  const [url = '', attribution = ''] = raw.split('|').map((s) => s.trim());
  if (!/^https?:\/\//.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) {
    throw new ConfigError('Invalid configuration:\n  BO_MAP_TILES: an http(s) tile URL with {z}, {x} and {y}, optionally followed by |attribution');
  }
  return { url, attribution };
}
