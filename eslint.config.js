import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// ── Server boundaries (issue 29) ─────────────────────────────────────────────────────────────
// A server module reaches another only through its front door, `<area>/<area>.module.ts`;
// `platform/` and `db/` import no module; `config.ts` imports nothing above it. Tests may reach
// further (they build worlds). `node scripts/structure.mjs` checks what ESLint cannot (tables,
// Kysely in services, file sizes). The web's zones live in their own block below.
const serverModules = path.join(import.meta.dirname, 'apps/server/src/modules');
const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
  plugins: { 'import-x': importX },
  // `./x.js` in the sources is `./x.ts` on disk.
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...readdirSync(serverModules, { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map(({ name }) => ({
              target: `./apps/server/src/modules/${name}`,
              from: [`${serverModules}/**`],
              except: [`${serverModules}/${name}/**`, `${serverModules}/*/*.module.ts`],
              message:
                'Reach another area through its <area>.module.ts (what it returns), never its files.',
            })),
          {
            target: ['./apps/server/src/platform', './apps/server/src/db'],
            from: './apps/server/src/modules',
            message:
              'platform/ and db/ serve every module and import none (modules fill platform registries).',
          },
          {
            target: ['./apps/server/src/config.ts', './apps/server/src/config'],
            from: [
              './apps/server/src/platform/backup',
              './apps/server/src/modules',
              './apps/server/src/db',
              './apps/server/src/app.ts',
            ],
            message: 'config.ts (and config/) is read by everything and imports nothing above it.',
          },
        ],
      },
    ],
  },
};
// ─────────────────────────────────────────────────────────────────────────────────────────────

// The web app's boundaries (issue 29). A feature (apps/web/src/features/<area>/) never imports
// another feature: what two features share lives in components/ or lib/, and the screens that
// show two features together are composed by their route in app/routes/. The resolver reads the
// web's tsconfig so that `@/features/...` imports are checked as well as relative ones.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.json'],
        conditionNames: ['@usra/source', 'import', 'default'],
        tsconfig: { configFile: new URL('./apps/web/tsconfig.json', import.meta.url).pathname },
      }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: webFeatures.map((feature) => ({
          target: `./apps/web/src/features/${feature}`,
          from: './apps/web/src/features',
          except: [`./${feature}`],
          message:
            'A web feature does not import another feature: move the shared piece to components/ or lib/, or compose the two in the route (app/routes/).',
        })),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/native/android/**',
      'apps/native/ios/**',
      '**/node_modules/**',
      'data/**',
      '**/*.config.*',
      'scripts/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  serverBoundaries,
  webBoundaries,
  {
    // The API tests share a worker's modules across files (apps/server/vitest.config.ts,
    // isolate: false): a file that replaced a module would replace it for the files after it.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message:
            'The API tests share modules across files: pass the dependency in (as OutboundFetcher takes its resolver) instead of replacing a module or a global.',
        },
      ],
    },
  },
);
