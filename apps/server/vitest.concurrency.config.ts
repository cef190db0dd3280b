import { defineConfig } from 'vitest/config';

// Concurrency and fault tests: several real server processes on one PostgreSQL
// (TEST_DATABASE_URL, set by .ci/run). PGlite is one process with one connection, so these
// prove nothing there and do not run in `npm test`.
export default defineConfig({
  test: {
    name: 'concurrency',
    include: ['src/concurrency/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
