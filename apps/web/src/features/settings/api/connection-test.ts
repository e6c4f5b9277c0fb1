import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isApiError } from '@/lib/api-client';
import { topicKeys } from '@/lib/query-keys';

/** The four checks of the spec's database test, each a real call to the API. */
export const connectionSteps = ['readProfile', 'insertTask', 'deleteTask', 'readTasks'] as const;
export type ConnectionStep = (typeof connectionSteps)[number];

export interface StepResult {
  step: ConnectionStep;
  /** `skipped`: an earlier step it depends on failed. */
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  /** What the step read or wrote, or the error code / message of a failure. */
  detail: Record<string, string | number>;
}

export interface ConnectionTestResult {
  outcome: 'passed' | 'failed';
  steps: StepResult[];
}

async function timed(
  step: ConnectionStep,
  run: () => Promise<Record<string, string | number>>,
): Promise<StepResult> {
  const started = performance.now();
  try {
    const detail = await run();
    return { step, status: 'passed', durationMs: Math.round(performance.now() - started), detail };
  } catch (error) {
    // A dead session is not a database result: the caller reports "User not authenticated".
    if (isApiError(error) && (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED'))
      throw error;
    return {
      step,
      status: 'failed',
      durationMs: Math.round(performance.now() - started),
      detail: isApiError(error)
        ? { code: error.code, message: error.message }
        : { message: String(error) },
    };
  }
}

/** Reads the profile, inserts then deletes a test task, and reads the tasks back. */
export async function runConnectionTest(testTaskTitle: string): Promise<ConnectionTestResult> {
  const steps: StepResult[] = [];
  steps.push(
    await timed('readProfile', async () => {
      const { profile } = await api.get<{ profile: { email: string } }>('/api/profile');
      return { email: profile.email };
    }),
  );
  let taskId: string | null = null;
  steps.push(
    await timed('insertTask', async () => {
      const { task } = await api.post<{ task: { id: string } }>('/api/tasks', {
        title: testTaskTitle,
        location: '-',
        priority: 'low',
        category: 'other',
        tags: ['connection-test'],
      });
      taskId = task.id;
      return { id: task.id };
    }),
  );
  const createdId: string | null = taskId;
  if (createdId) {
    steps.push(
      await timed('deleteTask', async () => {
        await api.delete<{ ok: true }>(`/api/tasks/${encodeURIComponent(createdId)}`);
        return { id: createdId };
      }),
    );
  } else {
    steps.push({ step: 'deleteTask', status: 'skipped', durationMs: 0, detail: {} });
  }
  steps.push(
    await timed('readTasks', async () => {
      const page = await api.get<{ tasks: { id: string }[] }>('/api/tasks');
      if (createdId && page.tasks.some((task) => task.id === createdId)) {
        throw new ApiError(200, {
          code: 'TEST_TASK_LEFT',
          message: 'The test task is still there',
        });
      }
      return { count: page.tasks.length };
    }),
  );
  return {
    outcome: steps.every((step) => step.status === 'passed') ? 'passed' : 'failed',
    steps,
  };
}

export function useConnectionTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runConnectionTest,
    // The task lists saw a task come and go: anything cached reads again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKeys.tasks }),
  });
}
