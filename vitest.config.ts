import { defineConfig } from 'vitest/config';

// API tests run on the embedded PGlite always, and on a PostgreSQL server too when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], env: { BO_TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // a poll's default second is too short on a loaded 2-core CI machine (a reload there can take longer)
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    // a worker runs its files one after another in one module graph: the server, the catalogue and
    // the seeded copy are loaded once per worker rather than once per file (a third of the run's
    // time went to imports); no test mocks modules or leaves process-wide state behind
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { BO_TEST_DB: 'pglite' } } },
      ...postgres,
      // bin/bo spawned as a process against a real server on PGlite; ink views through ink-testing-library
      { extends: true, test: { name: 'cli', include: ['tests/cli/**/*.test.{ts,tsx}'], globalSetup: ['tests/cli/global-setup.ts'], env: { BO_TEST_DB: 'pglite' } } },
      // the console in Debian's Chromium against a real server on PGlite (tests/helpers/browser.ts)
      { extends: true, test: { name: 'web', include: ['tests/web/**/*.test.ts'], globalSetup: ['tests/web/global-setup.ts'], testTimeout: 60_000, env: { BO_TEST_DB: 'pglite' } } },
    ],
  },
});
