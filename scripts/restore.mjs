// `npm run restore <archive>` (or `npm run restore -- <archive> --force`), decision 014
import { buildIfNeeded, root } from './build-if-needed.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

buildIfNeeded();
process.chdir(process.env.INIT_CWD ?? root);
const { runRestoreCommand } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/cli/restore.js')).href
);
const { code, output } = await runRestoreCommand(process.argv.slice(2));
(code === 0 ? console.log : console.error)(output);
process.exit(code);
