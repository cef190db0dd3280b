import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../../tools/precompress-assets.ts';

const require = createRequire(import.meta.url);

// react-router's package exports point every bundler at its development build (warnings and
// checks included); production builds take the production one it ships beside it.
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

// The API server (apps/server) listens on 3000 in development; the web app talks to it through
// this proxy so cookies and relative URLs behave as they do in production, where the server
// serves dist/ itself.
const apiTarget = process.env.SCORELINE_API ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/web': { target: apiTarget, changeOrigin: true },
  '/runtime-config.js': { target: apiTarget, changeOrigin: true },
  '/health': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ mode }) => ({
  // Relative asset URLs: the app works at / and under any sub path (hash routing needs only one URL).
  base: './',
  plugins: [react(), precompressAssets()],
  resolve: { alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/first-screen-size.ts follows the manifest to measure what the first screen loads.
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically ('$initial': the shell, React, router, query,
        // i18n) goes into the entry chunk. Left to automatic splitting, each lazy page that shares
        // another subset of those modules cut them into more, smaller common chunks, and the first
        // screen paid for the worse compression (measured with the wallet pages: sign-in 144.0 KiB
        // automatic, 139.2 KiB with this group). No recursion: the static closure is the group.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }] },
      },
    },
  },
}));
