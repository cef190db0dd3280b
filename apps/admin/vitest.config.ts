import { defineConfig } from 'vitest/config';

// Component tests (*.test.tsx) render to markup on the server (react-dom/server): no DOM to install.
export default defineConfig({ test: { name: 'admin', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' } });
