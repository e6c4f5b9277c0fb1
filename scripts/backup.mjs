// `npm run backup`: one archive in BACKUP_DIR (decision 014)
import { buildIfNeeded, root } from './build-if-needed.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

buildIfNeeded();
process.chdir(process.env.INIT_CWD ?? root);
const { runBackupCommand } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/cli/backup.js')).href
);
const { code, output } = await runBackupCommand(process.argv.slice(2));
(code === 0 ? console.log : console.error)(output);
process.exit(code);
