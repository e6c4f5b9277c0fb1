import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@usra/source'] },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
