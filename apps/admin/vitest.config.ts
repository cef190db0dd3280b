import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'admin', include: ['src/**/*.test.ts'], environment: 'node' } });
