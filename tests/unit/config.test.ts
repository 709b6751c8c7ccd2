import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';

describe('configuration', () => {
  it('has working defaults: PGlite in ./data with demo data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 3000, database: { kind: 'pglite', dataDir: './data' }, seed: 'demo', facebook: null });
  });

  it('DATABASE_URL switches to PostgreSQL without demo data unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' })).toMatchObject({ database: { kind: 'postgres' }, seed: 'none' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', BO_SEED: 'demo' }).seed).toBe('demo');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BO_SEED: 'lots' }, 'BO_SEED'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FACEBOOK_APP_ID: 'only-the-id' }, 'FACEBOOK_APP_SECRET'],
  ])('a bad value stops start-up naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
