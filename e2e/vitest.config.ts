import { defineConfig } from 'vitest/config';

// Browser tests: the built member app and a real server on a free port with a fresh data dir,
// driven by playwright-core in Debian's chromium. One file at a time: each starts its own server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
