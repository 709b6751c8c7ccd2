import { defineConfig } from 'vitest/config';

// API tests run on the embedded PGlite always, and on a PostgreSQL server too when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], env: { BO_TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { BO_TEST_DB: 'pglite' } } },
      ...postgres,
    ],
  },
});
