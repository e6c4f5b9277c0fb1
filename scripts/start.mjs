// `npm start`: build what is not built, then run the server (it migrates the database at start-up).
import { buildIfNeeded, root } from './build-if-needed.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

buildIfNeeded();
process.chdir(process.env.INIT_CWD ?? root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
