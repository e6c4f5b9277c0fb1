import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * What an extraction child starts with (decision 016): it compiles the child's bundle
 * (`child-entry.ts`) with V8's code cache, then runs it. Node 20 keeps no code cache for
 * modules, and compiling pdf.js's 2 MB anew took each child more CPU than reading the file.
 *
 *   node child-loader.cjs <bundle> <cache file> run     read one file (the cache when V8 takes it)
 *   node child-loader.cjs <bundle> <cache file> prime   read the sample PDF, then write the cache
 *
 * V8 checks a cache against the source and the flags it was made with and compiles anew when
 * they differ, so a stale or foreign cache costs time, never correctness. Only the primer, which
 * reads the server's own sample and no user's file, writes one (`child-code-cache.ts`).
 */

interface ChildModule {
  main(codeCache: boolean): void;
  prime(): Promise<void>;
}

const [bundle, cacheFile, mode] = process.argv.slice(2) as [string, string, 'run' | 'prime'];
let cachedData: Buffer | undefined;
if (mode === 'run' && cacheFile) {
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // none yet: compile from the source
  }
}
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
  {
    filename: bundle,
    cachedData,
  },
);
const child = { exports: {} as ChildModule };
(script.runInThisContext() as (...args: unknown[]) => void)(
  child.exports,
  createRequire(bundle),
  child,
  bundle,
  path.dirname(bundle),
);

if (mode === 'prime') {
  child.exports.prime().then(
    () => {
      const partial = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  child.exports.main(cachedData !== undefined && !script.cachedDataRejected);
}
