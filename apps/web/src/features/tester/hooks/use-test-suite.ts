import {
  checkWaitMs,
  testerCheckIds,
  testerSummary,
  type TesterCheckId,
  type TesterItemStatus,
  type TesterSummary,
} from '@usra/domain/tester/tester-schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { runCheck, type Check, type CheckEnvironment, type CheckResult } from '../api/checks';

export interface SuiteItem {
  id: TesterCheckId;
  status: TesterItemStatus;
  result: CheckResult | null;
}

export type SuiteState = 'idle' | 'running' | 'completed';

const initialItems = (): SuiteItem[] =>
  testerCheckIds.map((id) => ({ id, status: 'pending', result: null }));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the nine checks one after another (spec section 9): each shows as running for its wait
 * (500 ms, 1,000 ms for maps) or for as long as its call takes, whichever is longer, then passed
 * or failed; the next starts after it. The summary wording follows section 4.
 */
export function useTestSuite(
  checks: Record<TesterCheckId, Check>,
  environment: () => CheckEnvironment,
) {
  const [items, setItems] = useState<SuiteItem[]>(initialItems);
  const [state, setState] = useState<SuiteState>('idle');
  const run = useRef(0);
  useEffect(
    () => () => {
      // Leaving the page stops a run: its results would update nothing.
      run.current += 1;
    },
    [],
  );

  const start = useCallback(async () => {
    const current = ++run.current;
    const update = (id: TesterCheckId, change: Partial<SuiteItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
    setItems(initialItems());
    setState('running');
    for (const id of testerCheckIds) {
      if (run.current !== current) return;
      update(id, { status: 'running' });
      const [result] = await Promise.all([
        runCheck(checks[id], environment()),
        wait(checkWaitMs(id)),
      ]);
      if (run.current !== current) return;
      update(id, { status: result.passed ? 'passed' : 'failed', result });
    }
    setState('completed');
  }, [checks, environment]);

  const done = items.filter((item) => item.status === 'passed' || item.status === 'failed').length;
  const passed = items.filter((item) => item.status === 'passed').length;
  const summary: TesterSummary | null =
    state === 'completed' ? testerSummary(passed, items.length) : null;
  return {
    items,
    state,
    summary,
    passed,
    done,
    total: items.length,
    progress: Math.round((done / items.length) * 100),
    start: () => void start(),
  };
}
