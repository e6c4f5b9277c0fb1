import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The child entry. From dist: `extract-child.js`, compiled beside this file. From source (the
 * tests, `tsx`): the TypeScript bundled once per process with esbuild, so that every child starts
 * as plain node instead of compiling its modules through tsx again (a quarter of a second of CPU
 * each). `@usra/domain` is bundled from its source (its dist exists only after a build); packages
 * stay imports, resolved from the bundle's place under node_modules as the source's are.
 */
let sourceBundle: Promise<string> | undefined;
export async function childEntry(): Promise<string> {
  const compiled = fileURLToPath(new URL('./extract-child.js', import.meta.url));
  if (existsSync(compiled)) return compiled;
  sourceBundle ??= bundleChildSource().catch((error: unknown) => {
    sourceBundle = undefined;
    throw error;
  });
  return sourceBundle;
}

async function bundleChildSource(): Promise<string> {
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./extract-child.ts', import.meta.url))],
    write: false,
    outfile: 'extract-child.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@usra/source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@usra/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const code = bundled.outputFiles[0]!.contents;
  // Named by its content: every process and run of the same source shares one file.
  const folder = fileURLToPath(new URL('../../../node_modules/.cache/usra/', import.meta.url));
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(folder, `extract-child-${hash}.mjs`);
  if (!existsSync(file)) {
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return file;
}
