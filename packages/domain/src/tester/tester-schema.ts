import { z } from 'zod';

/**
 * The self-test's database check (/app/tester): the server reads the family's rows in the four
 * tables the app lives on, and says which engine answered and how long it took. Read-only.
 */
export const DatabaseCheckSchema = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  latencyMs: z.number().nonnegative(),
  counts: z.object({
    members: z.number().int().nonnegative(),
    tasks: z.number().int().nonnegative(),
    events: z.number().int().nonnegative(),
    vehicles: z.number().int().nonnegative(),
  }),
});
export type DatabaseCheck = z.infer<typeof DatabaseCheckSchema>;

/** The nine checks of the spec, in its order (home-vehicles-documents.md, section 9). */
export const testerCheckIds = [
  'authentication',
  'database',
  'familyData',
  'maps',
  'voice',
  'routeOptimization',
  'tasks',
  'calendar',
  'vehicles',
] as const;
export type TesterCheckId = (typeof testerCheckIds)[number];

/** The wait of each check (spec section 9): 500 ms, and 1,000 ms for maps. */
export function checkWaitMs(id: TesterCheckId): number {
  return id === 'maps' ? 1000 : 500;
}

export type TesterItemStatus = 'pending' | 'running' | 'passed' | 'failed';

/** Summary wording of section 4: all passed; more than half passed (some issues); otherwise multiple issues. */
export type TesterSummary = 'allPassed' | 'someIssues' | 'multipleIssues';

export function testerSummary(passed: number, total: number): TesterSummary {
  if (total > 0 && passed === total) return 'allPassed';
  if (passed > total / 2) return 'someIssues';
  return 'multipleIssues';
}
