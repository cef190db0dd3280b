import { defineConfig } from 'vitest/config';

// Service and HTTP tests on a real database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set (CI). Each test file gets a fresh database cloned from a migrated
// template. The worker count (2) is set in the root config.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Several server processes on PostgreSQL: their own config (vitest.concurrency.config.ts), run by .ci/run.
    exclude: ['src/concurrency/**'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
