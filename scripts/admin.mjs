// `npm run admin -- promote <email>` / `demote <email>` / `reset-link <email>`
import { buildIfNeeded, root } from './build-if-needed.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

buildIfNeeded();
process.chdir(process.env.INIT_CWD ?? root);
const { runAdminCommand } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/cli/admin.js')).href
);
const { code, output } = await runAdminCommand(process.argv.slice(2));
(code === 0 ? console.log : console.error)(output);
process.exit(code);
