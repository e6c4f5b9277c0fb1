#!/usr/bin/env node
// Structure figures that docs/architecture.md keeps in check (tests left out): imports that reach
// into another module's internals, services holding Kysely, tables a module queries that another
// module owns, files over 400 lines, the session guard attached otherwise than as an `onRequest`
// hook, and functions over 80 lines (listed, not enforced).
// Exits 1 on a regression: a finding that is not in ALLOWED below. ALLOWED only shrinks: an
// entry that no longer occurs fails too, so that fixing a finding also removes its entry.
// Usage: node scripts/structure.mjs [--list]   (run by `npm run lint`)
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

/**
 * Which module's repository may query each table (issue 29). Another module reads it through
 * the owner's read model, returned by the owner's `<area>.module.ts`. `(platform)`: written by
 * `platform/` (audit logs). A table missing here fails the check until it is given an owner.
 */
const TABLE_OWNERS = {
  accounts: 'auth',
  email_confirmations: 'auth',
  install_locks: 'auth',
  profiles: 'auth',
  sessions: 'auth',
  two_factors: 'auth',
  user_roles: 'auth',
  users: 'auth',
  verifications: 'auth',
  app_passwords: 'app-passwords',
  platform_settings: 'admin',
  early_access_signups: 'early-access',
  user_preferences: 'settings',
  security_audit_log: '(platform)',
  user_activity_log: '(platform)',
  families: 'family',
  family_groups: 'family',
  family_invitations: 'family',
  family_member_addresses: 'family',
  family_members: 'family',
  family_settings: 'family',
  tasks: 'tasks',
  task_list_versions: 'tasks',
  nearby_suggestions: 'tasks',
  calendar_events: 'calendar',
  calendar_feeds: 'calendar',
  calendar_event_imports: 'calendar',
  calendar_subscriptions: 'calendar-subscriptions',
  calendar_subscription_events: 'calendar-subscriptions',
  dav_resources: 'caldav',
  dav_sync_states: 'caldav',
  vehicles: 'vehicles',
  vehicle_fuel_logs: 'vehicles',
  vehicle_reminders: 'vehicles',
  vehicle_service_logs: 'vehicles',
  obd_devices: 'obd',
  obd_readings: 'obd',
  vehicle_health_alerts: 'obd',
  house_maintenance_items: 'house-maintenance',
  house_maintenance_schedules: 'house-maintenance',
  house_maintenance_history: 'house-maintenance',
  family_assets: 'assets',
  asset_expenses: 'assets',
  asset_maintenance_schedules: 'assets',
  smart_reminders: 'assets',
  documents: 'documents',
  document_classifiers: 'documents',
  construction_projects: 'projects',
  project_phases: 'projects',
  notification_state: 'notifications',
  notification_digests: 'notifications',
  push_subscriptions: 'notifications',
  assistant_conversations: 'assistant',
  assistant_messages: 'assistant',
};
const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);

/**
 * What remains today, to be taken down: every entry names one finding. Issue 29 took the tables
 * of another module to none: account deletion and sign-up reach the accounts', families' and
 * preferences' tables through their owners' repositories, in the caller's transaction.
 */
const ALLOWED = {
  crossImports: [],
  kyselyServices: [],
  foreignTables: [],
  /** Files over the limit, each with the size it may not pass. */
  longFiles: {},
};

/**
 * The one way of attaching the session guard (docs/conventions.md): an `onRequest` hook, for a
 * plugin (`app.addHook('onRequest', app.requireSession)`) or for one route
 * (`onRequest: app.requireSession`), so that it runs before the body is read or validated and a
 * visitor gets 401, never 400. Any other mention of `requireSession` outside
 * `platform/session-guard.ts` (a `preHandler`, a `preValidation`, a call in a handler) fails.
 */
const GUARD_ATTACHED =
  /addHook\('onRequest', \w+\.requireSession\)|onRequest: \w+\.requireSession\b/g;

const crossImports = [];
const kyselyServices = [];
const otherGuards = [];
const foreignTables = new Set();
const longFiles = [];
const longFunctions = [];

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  if (lines > MAX_FILE_LINES && !/\/db\/schema\.ts$|\/outcome-set\//.test(rel(file)))
    longFiles.push({ file: rel(file), lines });
  if (/\.service\.ts$/.test(file) && /from 'kysely'|Kysely</.test(text))
    kyselyServices.push(rel(file));
  if (rel(file).startsWith(`apps${path.sep}server${path.sep}`) && !/session-guard\.ts$/.test(file))
    text.split('\n').forEach((line, i) => {
      if (line.replace(GUARD_ATTACHED, '').includes('requireSession'))
        otherGuards.push(`${rel(file)}:${i + 1} ${line.trim()}`);
    });
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
      from?.side === 'server' &&
      from.area !== '(platform)' &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      TABLE_METHODS.has(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const table = node.arguments[0].text.split(' ')[0];
      const owner = TABLE_OWNERS[table] ?? '(no owner: add it to TABLE_OWNERS)';
      if (owner !== from.area) foreignTables.add(`${from.area}: ${table}`);
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

const problems = [];
function enforce(title, found, allowed) {
  const extra = found.filter((item) => !allowed.includes(item));
  const gone = allowed.filter((item) => !found.includes(item));
  for (const item of extra) problems.push(`${title}: new: ${item}`);
  for (const item of gone) problems.push(`${title}: fixed, remove it from ALLOWED: ${item}`);
}
enforce("imports into another module's internals", crossImports, ALLOWED.crossImports);
enforce('services holding Kysely', kyselyServices, ALLOWED.kyselyServices);
enforce("the session guard attached otherwise than as an 'onRequest' hook", otherGuards, []);
enforce('tables of another module', [...foreignTables], ALLOWED.foreignTables);
for (const { file, lines } of longFiles) {
  const ceiling = ALLOWED.longFiles[file];
  if (ceiling === undefined)
    problems.push(`files over ${MAX_FILE_LINES} lines: new: ${file} (${lines})`);
  else if (lines > ceiling)
    problems.push(`files over ${MAX_FILE_LINES} lines: grew: ${file} (${lines} > ${ceiling})`);
}
for (const file of Object.keys(ALLOWED.longFiles))
  if (!longFiles.some((f) => f.file === file))
    problems.push(`files over ${MAX_FILE_LINES} lines: fixed, remove it from ALLOWED: ${file}`);

const report = [
  ["imports into another module's internals", crossImports],
  ['services holding Kysely', kyselyServices],
  ["the session guard attached otherwise than as an 'onRequest' hook", otherGuards],
  ['tables of another module', [...foreignTables].sort()],
  [`files over ${MAX_FILE_LINES} lines`, longFiles.map(({ file, lines }) => `${file} (${lines})`)],
  [`functions over ${MAX_FUNCTION_LINES} lines (not enforced)`, longFunctions],
];
for (const [title, items] of report) {
  console.log(`${title}: ${items.length}`);
  if (list) for (const item of items) console.log(`  ${item}`);
}
if (problems.length > 0) {
  console.error(
    `\nstructure: ${problems.length} regression(s) against ALLOWED in scripts/structure.mjs:`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
