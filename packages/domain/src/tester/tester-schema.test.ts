import { describe, expect, it } from 'vitest';
import { checkWaitMs, testerCheckIds, testerSummary } from './tester-schema.js';

describe('self-test rules', () => {
  it('has the nine checks of the spec in its order', () => {
    expect(testerCheckIds).toEqual([
      'authentication',
      'database',
      'familyData',
      'maps',
      'voice',
      'routeOptimization',
      'tasks',
      'calendar',
      'vehicles',
    ]);
  });

  it('waits 500 ms per check and 1000 ms for maps', () => {
    expect(checkWaitMs('tasks')).toBe(500);
    expect(checkWaitMs('maps')).toBe(1000);
    expect(testerCheckIds.reduce((sum, id) => sum + checkWaitMs(id), 0)).toBe(5000);
  });

  it('words the summary: all passed, more than half passed, otherwise multiple issues', () => {
    expect(testerSummary(9, 9)).toBe('allPassed');
    expect(testerSummary(8, 9)).toBe('someIssues');
    expect(testerSummary(5, 9)).toBe('someIssues');
    expect(testerSummary(4, 9)).toBe('multipleIssues');
    expect(testerSummary(2, 4)).toBe('multipleIssues');
    expect(testerSummary(0, 9)).toBe('multipleIssues');
  });
});
