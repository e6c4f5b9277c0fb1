import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['@usra/source'] },
        ssr: { resolve: { conditions: ['@usra/source'] } },
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // The assistant's first case compiles its templates (about a second on a quiet
          // machine, over five on a busy one).
          testTimeout: 30_000,
        },
      },
      'apps/server/vitest.config.ts',
      'apps/server/vitest.ops.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
