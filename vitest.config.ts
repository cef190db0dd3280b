import { defineConfig } from 'vitest/config';

// `npm test` runs these projects; the browser suite (e2e/) runs from .ci/run and `npm run e2e`.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
