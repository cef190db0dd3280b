import { defineConfig } from 'vitest/config';

// `npm test` runs these projects; the browser suite (e2e/) runs from .ci/run and `npm run e2e`.
// Two workers: the machine has 2 cores and each PGlite test database takes ~0.4 GB.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/admin', 'tools'],
  },
});
