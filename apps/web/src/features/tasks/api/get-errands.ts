import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrandPlan } from '@usra/domain/tasks/errand-plan';
import { api } from '@/lib/api-client';
import { browserTimeZone } from './get-tasks';
import { taskKeys } from './query-keys';

/** "Plan my errands": the day's tasks in the order of the shortest round trip from home. */
export async function getErrands(date: string): Promise<ErrandPlan> {
  const query = new URLSearchParams({ date, timeZone: browserTimeZone() });
  return api.get<ErrandPlan>(`/api/tasks/errands?${query.toString()}`);
}

/** Under the `tasks` prefix: task changes (and their live updates) refresh the plan. */
export function getErrandsQueryOptions(date: string) {
  return queryOptions({ queryKey: taskKeys.errands(date), queryFn: () => getErrands(date) });
}

export function useErrands(date: string) {
  return useQuery(getErrandsQueryOptions(date));
}
