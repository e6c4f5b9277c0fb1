#!/usr/bin/env node
// Structure figures that docs/architecture.md keeps in check: imports that reach into another
// module's internals, files over 400 lines and functions over 80 lines (tests left out).
// Usage: node scripts/structure.mjs [--list]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = process.argv.includes('--list');
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    // Data tables (`*-data.ts`: trouble codes, manufacturer codes) are data, not code.
    else if (
      /\.(ts|tsx)$/.test(name) &&
      !/\.(test|spec)\.tsx?$/.test(name) &&
      !name.endsWith('.d.ts') &&
      !name.endsWith('-data.ts')
    )
      out.push(full);
  }
  return out;
}

const files = ['packages/domain/src', 'apps/server/src', 'apps/web/src']
  .flatMap((d) => sourceFiles(path.join(root, d)))
  .filter((f) => !f.includes(`${path.sep}test${path.sep}`));
const rel = (f) => path.relative(root, f);

/** The area a file belongs to: a server module, the server platform, or a web feature. */
function areaOf(file) {
  const r = rel(file).split(path.sep).join('/');
  let m = r.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  if (m) return { side: 'server', area: m[1] };
  if (r.startsWith('apps/server/src/platform/')) return { side: 'server', area: '(platform)' };
  m = r.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (m) return { side: 'web', area: m[1] };
  return null;
}

/** A module's front door: `modules/<area>/<area>.module.ts`; a web feature has none. */
function isFrontDoor(target) {
  const r = rel(target).split(path.sep).join('/');
  const m = r.match(/^apps\/server\/src\/modules\/([^/]+)\/([^/]+)$/);
  return m !== null && m[2] === `${m[1]}.module.ts`;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const crossImports = [];
const longFiles = [];
const longFunctions = [];

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  if (lines > MAX_FILE_LINES) longFiles.push(`${rel(file)} (${lines})`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const from = areaOf(file);
  const visit = (node) => {
    if (
      from &&
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      const to = target && areaOf(target);
      if (to && to.side === from.side && to.area !== from.area && to.area !== '(platform)') {
        if (!isFrontDoor(target)) crossImports.push(`${rel(file)} -> ${rel(target)}`);
      }
    }
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isConstructorDeclaration(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > MAX_FUNCTION_LINES) {
        const name =
          node.name?.getText() ??
          (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
        longFunctions.push(`${rel(file)}:${start + 1} ${name} (${end - start + 1})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const report = [
  ["imports into another module's internals", crossImports],
  [`files over ${MAX_FILE_LINES} lines`, longFiles],
  [`functions over ${MAX_FUNCTION_LINES} lines`, longFunctions],
];
for (const [title, items] of report) {
  console.log(`${title}: ${items.length}`);
  if (list) for (const item of items) console.log(`  ${item}`);
}
