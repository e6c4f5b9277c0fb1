import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The extraction child's two scripts (decision 016): `child-loader` (what the process starts)
 * and the child's bundle, one CommonJS script of `extract-child` with pdf.js (unpdf) inside, so
 * that the loader can compile all of it with V8's code cache. tesseract.js, the canvas, mammoth
 * and word-extractor stay packages, loaded only by the files that need them.
 *
 * `npm run build` writes both beside the compiled server (`writeChildScripts`, run by
 * `apps/server/build-extraction-child.mjs`). From source (the tests, `tsx`) they are bundled once
 * per process with esbuild, `@usra/domain` from its source, into a folder under node_modules
 * named by their content, so every process and run of the same source shares them.
 */
export interface ChildScripts {
  loader: string;
  bundle: string;
}

const LOADER = 'extract-child-loader.cjs';
const BUNDLE = 'extract-child-bundle.cjs';
const here = path.dirname(fileURLToPath(import.meta.url));

let fromSource: Promise<ChildScripts> | undefined;
export async function childScripts(): Promise<ChildScripts> {
  const built = { loader: path.join(here, LOADER), bundle: path.join(here, BUNDLE) };
  if (existsSync(built.loader) && existsSync(built.bundle)) return built;
  fromSource ??= bundleFromSource().catch((error: unknown) => {
    fromSource = undefined;
    throw error;
  });
  return fromSource;
}

/** Bundles the two scripts from `folder`'s `extract-child` and `child-loader` (.ts or .js). */
async function bundle(
  folder: string,
  extension: 'ts' | 'js',
): Promise<{ loader: Uint8Array; bundle: Uint8Array }> {
  const { build, stop } = await import('esbuild');
  const options = {
    write: false,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: extension === 'ts' ? ['@usra/source'] : [],
    logLevel: 'silent',
    // import.meta.url, in a CommonJS script: the bundle's own file.
    define: { 'import.meta.url': '__usraScriptUrl' },
    banner: { js: "var __usraScriptUrl = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [
      {
        name: 'packages-stay-packages',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@usra/') ||
            args.path === 'unpdf' ||
            args.path.startsWith('unpdf/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  } satisfies import('esbuild').BuildOptions;
  const [loader, child] = await Promise.all([
    build({
      ...options,
      entryPoints: [path.join(folder, `child-loader.${extension}`)],
      outfile: LOADER,
    }),
    build({
      ...options,
      entryPoints: [path.join(folder, `extract-child.${extension}`)],
      outfile: BUNDLE,
    }),
  ]).finally(() => {
    // esbuild's service process would stay for the life of this one; it starts anew when needed.
    void stop();
  });
  return { loader: loader.outputFiles[0]!.contents, bundle: child.outputFiles[0]!.contents };
}

async function writeOnce(file: string, code: Uint8Array): Promise<void> {
  if (existsSync(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, code);
  await rename(partial, file);
}

/** `npm run build`: the two scripts beside the compiled `extract-child.js`. */
export async function writeChildScripts(): Promise<ChildScripts> {
  const code = await bundle(here, 'js');
  const scripts = { loader: path.join(here, LOADER), bundle: path.join(here, BUNDLE) };
  await writeFile(scripts.loader, code.loader);
  await writeFile(scripts.bundle, code.bundle);
  return scripts;
}

async function bundleFromSource(): Promise<ChildScripts> {
  const code = await bundle(here, 'ts');
  const hash = createHash('sha256')
    .update(code.loader)
    .update(code.bundle)
    .digest('hex')
    .slice(0, 16);
  const folder = fileURLToPath(
    new URL(`../../../node_modules/.cache/usra/extract-child-${hash}/`, import.meta.url),
  );
  const scripts = { loader: path.join(folder, LOADER), bundle: path.join(folder, BUNDLE) };
  await writeOnce(scripts.bundle, code.bundle);
  await writeOnce(scripts.loader, code.loader);
  return scripts;
}
