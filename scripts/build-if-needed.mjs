// Builds the workspaces when a built file is missing or older than any source file.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'apps/server/dist/.build-stamp');
const sources = [
  'packages/domain/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public-page.html',
  'apps/web/scripts',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'package-lock.json',
];
const outputs = [
  'packages/domain/dist/auth/email.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function buildIfNeeded() {
  const missing = outputs.some((o) => !existsSync(path.join(root, o)));
  const stale =
    !existsSync(stamp) ||
    Math.max(...sources.map((s) => newest(path.join(root, s)))) > statSync(stamp).mtimeMs;
  if (!missing && !stale) return false;
  console.log('Building Usra (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
