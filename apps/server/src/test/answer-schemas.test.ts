import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as domainAnswers from '@usra/domain/common/answers';
import * as httpSchemas from '../platform/http-schemas.js';

/**
 * Issue 29: what a route answers is a schema of `@usra/domain`, the one the web app reads too.
 * A `response` entry of a `*.routes.ts` must be a name imported from `@usra/domain/…` (or the
 * shared error/ok answers of `platform/http-schemas.ts`, which re-exports the domain's), never
 * an inline `z.object(…)` or a local copy.
 */
const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'modules');
const SHARED = new Set(['ErrorResponseSchema', 'OkSchema']);
/**
 * Route files not converted yet: this list only shrinks. The calendar's routes wait for the
 * CalDAV and calendar-subscription work that is changing them at the same time.
 */
const NOT_YET = new Set<string>([]);

/** The response entries of a route file that are not the domain's, as `line status: text`. */
function foreignAnswers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const from = (statement as ts.ImportDeclaration).moduleSpecifier;
    if (!ts.isStringLiteral(from)) continue;
    for (const element of bindings.elements) imported.set(element.name.text, from.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'response' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const entry of node.initializer.properties) {
        if (ts.isSpreadAssignment(entry) || !ts.isPropertyAssignment(entry)) continue;
        const value = entry.initializer;
        const from = ts.isIdentifier(value) ? imported.get(value.text) : undefined;
        const fromDomain = from?.startsWith('@usra/domain/') === true;
        const shared =
          ts.isIdentifier(value) && SHARED.has(value.text) && from?.endsWith('/http-schemas.js');
        if (!fromDomain && !shared) {
          const line = source.getLineAndCharacterOfPosition(entry.getStart()).line + 1;
          found.push(`${line} ${entry.name.getText()}: ${value.getText().slice(0, 60)}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function routeFiles(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.routes.ts'))
    .map((name) => path.join(modulesDir, name));
}

describe('answer schemas live in @usra/domain', () => {
  it('finds an inline answer and a local copy, and accepts the domain and shared ones', () => {
    const text = `
      import { VehicleSchema } from '@usra/domain/vehicles/vehicle-schema';
      import { GetVehiclesAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';
      import { commonErrors, OkSchema } from '../../platform/http-schemas.js';
      const Local = z.object({ a: z.string() });
      app.get('/a', { schema: { response: { 200: z.object({ v: VehicleSchema }), ...commonErrors } } });
      app.get('/b', { schema: { response: { 200: Local } } });
      app.get('/c', { schema: { response: { 200: GetVehiclesAnswerSchema, 204: OkSchema } } });`;
    expect(foreignAnswers('sample.routes.ts', text)).toEqual([
      '6 200: z.object({ v: VehicleSchema })',
      '7 200: Local',
    ]);
  });

  it('the shared answers of platform/http-schemas are the domain objects', () => {
    expect(httpSchemas.OkSchema).toBe(domainAnswers.OkSchema);
    expect(httpSchemas.ErrorResponseSchema).toBe(domainAnswers.ErrorResponseSchema);
  });

  it('the list of files not converted yet names only files that still need it', () => {
    for (const name of NOT_YET) {
      const file = path.join(modulesDir, name);
      expect(foreignAnswers(file, readFileSync(file, 'utf8')), name).not.toEqual([]);
    }
  });

  it('every route file answers with domain schemas only', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const foreign = files
      .filter((file) => !NOT_YET.has(path.relative(modulesDir, file).split(path.sep).join('/')))
      .flatMap((file) =>
        foreignAnswers(file, readFileSync(file, 'utf8')).map(
          (item) => `${path.relative(modulesDir, file)}:${item}`,
        ),
      );
    expect(foreign).toEqual([]);
  });
});
