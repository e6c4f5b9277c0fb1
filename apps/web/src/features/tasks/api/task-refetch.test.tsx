// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Task } from '@usra/domain/tasks/task-schema';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveUpdates } from '@/lib/live-updates';
import { createFakeEventSource, FakeEventSource } from '@/testing/fake-event-source';
import { useDeleteTask } from './delete-task';
import { useTaskSummary } from './get-task-summary';
import { useTasks } from './get-tasks';
import { useCreateTask } from './save-task';

const created: Task = {
  id: 'task-new',
  title: 'Buy bread',
  description: null,
  location: 'Bakery',
  priority: 'medium',
  category: 'other',
  dueDate: null,
  assigneeMemberId: null,
  assigneeName: null,
  status: 'pending',
  completedAt: null,
  isRecurring: false,
  recurrencePattern: null,
  repeatFromCompletion: false,
  estimatedDuration: null,
  tags: [],
  latitude: null,
  longitude: null,
  sourceType: null,
  sourceId: null,
  createdAt: '2026-05-09T12:00:00.000Z',
  updatedAt: '2026-05-09T12:00:00.000Z',
};

const summary = {
  total: 0,
  pending: 0,
  inProgress: 0,
  completed: 0,
  dueToday: 0,
  overdue: 0,
  completionRate: 0,
};

/** The four queries the Tasks screen keeps open, by the part of their URL that tells them apart. */
function queryName(url: URL): string {
  if (url.pathname === '/api/tasks/summary') return 'summary';
  if (url.searchParams.get('due') === 'overdue') return 'overdue';
  if (url.searchParams.get('status') === 'pending') return 'pending';
  return 'list';
}

/** A fake API that counts the task reads; a write answers when the test releases it. */
function fakeApi() {
  const reads: Record<string, number> = { list: 0, overdue: 0, pending: 0, summary: 0 };
  let releaseWrite: () => void = () => undefined;
  let writeArrived: () => void = () => undefined;
  const writeReceived = new Promise<void>((resolve) => (writeArrived = resolve));
  const writeReleased = new Promise<void>((resolve) => (releaseWrite = resolve));
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (init.method !== 'GET') {
        writeArrived();
        await writeReleased;
        return json(init.method === 'POST' ? { task: created } : { ok: true });
      }
      const name = queryName(url);
      reads[name] = (reads[name] ?? 0) + 1;
      return json(name === 'summary' ? summary : { tasks: [], nextCursor: null });
    }),
  );
  return { reads, writeReceived, releaseWrite };
}

function renderTasksScreenQueries(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      list: useTasks({}),
      overdue: useTasks({ due: 'overdue' }),
      pending: useTasks({ status: 'pending' }),
      summary: useTaskSummary(),
      create: useCreateTask(),
      remove: useDeleteTask(),
    }),
    { wrapper },
  );
}

const input = { title: 'Buy bread', location: 'Bakery' };
const once = { list: 1, overdue: 1, pending: 1, summary: 1 };
const twice = { list: 2, overdue: 2, pending: 2, summary: 2 };

describe('task queries after a change', () => {
  let queryClient: QueryClient;
  let stopLive: () => void = () => undefined;

  beforeEach(() => {
    FakeEventSource.created = [];
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    stopLive();
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  async function settled() {
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  }

  function openLiveUpdates(): FakeEventSource {
    stopLive = connectLiveUpdates({ queryClient, createSource: createFakeEventSource });
    const source = FakeEventSource.created[0]!;
    source.open();
    return source;
  }

  it('refetches once when this tab creates a task and its live event comes after the answer', async () => {
    const api = fakeApi();
    const source = openLiveUpdates();
    const { result } = renderTasksScreenQueries(queryClient);
    await settled();
    expect(api.reads).toEqual(once);

    api.releaseWrite();
    await act(() => result.current.create.mutateAsync(input));
    act(() =>
      source.emit(JSON.stringify({ topic: 'tasks', data: { id: created.id, action: 'created' } })),
    );
    await settled();
    expect(api.reads).toEqual(twice);
  });

  it('refetches once when the live event of this tab’s new task comes before the answer', async () => {
    const api = fakeApi();
    const source = openLiveUpdates();
    const { result } = renderTasksScreenQueries(queryClient);
    await settled();

    let saving: Promise<Task> = Promise.resolve(created);
    act(() => {
      saving = result.current.create.mutateAsync(input);
    });
    await api.writeReceived;
    act(() =>
      source.emit(JSON.stringify({ topic: 'tasks', data: { id: created.id, action: 'created' } })),
    );
    api.releaseWrite();
    await act(() => saving);
    await settled();
    expect(api.reads).toEqual(twice);
  });

  it('refetches once after a delete, and again for another tab’s change', async () => {
    const api = fakeApi();
    const source = openLiveUpdates();
    const { result } = renderTasksScreenQueries(queryClient);
    await settled();

    api.releaseWrite();
    await act(() => result.current.remove.mutateAsync('task-old'));
    act(() =>
      source.emit(JSON.stringify({ topic: 'tasks', data: { id: 'task-old', action: 'deleted' } })),
    );
    await settled();
    expect(api.reads).toEqual(twice);

    act(() =>
      source.emit(JSON.stringify({ topic: 'tasks', data: { id: 'task-9', action: 'updated' } })),
    );
    // Live refetches gather a change's burst of events first (GATHER_MS).
    const thrice = { list: 3, overdue: 3, pending: 3, summary: 3 };
    await waitFor(() => expect(api.reads).toEqual(thrice));
    await settled();
    expect(api.reads).toEqual(thrice);
  });

  it('refetches at once without a live connection', async () => {
    const api = fakeApi();
    const { result } = renderTasksScreenQueries(queryClient);
    await settled();

    api.releaseWrite();
    await act(() => result.current.create.mutateAsync(input));
    await settled();
    expect(api.reads).toEqual(twice);
  });
});
