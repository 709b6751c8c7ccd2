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
  BO_BODY_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1024).default(1_048_576)),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.preprocess(emptyAsUndefined, z.url().default('https://graph.facebook.com/v19.0')),
  /** The public shop's sign-in page, where the console's Forgot Password link goes. */
  BO_FORGOT_PASSWORD_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://www.shop.mn/login')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Behind a proxy the client address comes from X-Forwarded-For. */
  BO_TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
});

export type Env = z.infer<typeof configSchema>;

export interface Config {
  host: string;
  port: number;
  /** `memory://` for a throw-away PGlite (tests), a folder for PGlite, or a postgres URL. */
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  seed: 'demo' | 'none';
  /** Demo orders to seed (BO_DEMO_ORDERS). */
  demoOrders: number;
  bodyLimit: number;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  forgotPasswordUrl: string;
  /** The data folder (BO_DATA_DIR): uploaded files live here on PGlite and on PostgreSQL alike. */
  filesDir: string;
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
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: e.BO_DATA_DIR };
  return {
    host: e.HOST,
    port: e.PORT,
    database,
    seed: e.BO_SEED ?? (database.kind === 'pglite' ? 'demo' : 'none'),
    demoOrders: e.BO_DEMO_ORDERS,
    bodyLimit: e.BO_BODY_LIMIT,
    facebook: e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
      ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL }
      : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.BO_TRUST_PROXY,
    forgotPasswordUrl: e.BO_FORGOT_PASSWORD_URL,
    filesDir: e.BO_DATA_DIR,
  };
}
