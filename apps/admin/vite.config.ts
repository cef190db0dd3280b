import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../../tools/precompress-assets.ts';

const require = createRequire(import.meta.url);

// react-router's package exports point every bundler at its development build; production
// builds take the production one it ships beside it (as apps/web does).
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

// In development the back office talks to the API server (apps/server, port 3000) through this
// proxy; in production the server serves dist/ itself at /admin/.
const apiTarget = process.env.SCORELINE_API ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/admin/api': { target: apiTarget, changeOrigin: true },
  '/health': { target: apiTarget, changeOrigin: true },
  '/runtime-config.js': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ mode }) => ({
  // Relative asset URLs: the app works at /admin/ (the server) and at / (vite dev); hash routing needs one URL.
  base: './',
  plugins: [react(), precompressAssets()],
  resolve: { alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/admin-size.ts follows the manifest to measure what the sign-in page loads.
    manifest: true,
    // antd's table, form and date picker are large by nature; each screen is its own lazy chunk.
    chunkSizeWarningLimit: 600,
  },
}));
