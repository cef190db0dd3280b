import { defineConfig } from 'vitest/config';

// Service and HTTP tests on a real database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set (CI). Each test file gets a fresh database cloned from a migrated
// template. Two workers: PGlite takes ~0.4 GB per instance and the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
