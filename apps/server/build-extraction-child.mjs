// `npm run build -w @usra/server`, after tsc: the extraction child's loader and bundle beside the
// compiled server (apps/server/src/platform/text/child-entry.ts says why it is bundled).
import { writeChildScripts } from './dist/platform/text/child-entry.js';

const scripts = await writeChildScripts();
console.log(`extraction child: ${scripts.loader}, ${scripts.bundle}`);
