import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@usra/source'] },
  ssr: { resolve: { conditions: ['@usra/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ['src/ops/**', '**/node_modules/**'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
