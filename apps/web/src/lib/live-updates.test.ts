import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEventSource, FakeEventSource } from '@/testing/fake-event-source';
import { connectLiveUpdates, EVENTS_URL, GATHER_MS, MIN_REFETCH_INTERVAL_MS } from './live-updates';

describe('live updates', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.created = [];
    queryClient = new QueryClient();
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    stop = connectLiveUpdates({
      queryClient,
      createSource: createFakeEventSource,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("refetches the queries of an event's topic", () => {
    const source = FakeEventSource.created[0]!;
    expect(source.url).toBe(EVENTS_URL);
    source.open();
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    source.emit(JSON.stringify({ topic: 'family-members', data: { id: 'm1' } }));
    // The other events of the same change arrive within GATHER_MS and join the refetch.
    vi.advanceTimersByTime(GATHER_MS - 1);
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['family-members'] });
  });

  it('skips malformed frames', () => {
    const source = FakeEventSource.created[0]!;
    source.open();
    source.emit('not json');
    source.emit(JSON.stringify({ nope: 1 }));
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('refetches everything after the browser reconnects by itself', () => {
    const source = FakeEventSource.created[0]!;
    source.open();
    source.fail(false);
    expect(FakeEventSource.created).toHaveLength(1);
    source.open();
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith();
  });

  it('reconnects with backoff once the browser gives up, and refetches everything', () => {
    const first = FakeEventSource.created[0]!;
    first.open();
    first.fail(true);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeEventSource.created[1]!;
    second.fail(true);
    vi.advanceTimersByTime(2000);
    const third = FakeEventSource.created[2]!;
    third.open();
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith();
    third.emit(JSON.stringify({ topic: 'tasks' }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(queryClient.invalidateQueries).toHaveBeenLastCalledWith({ queryKey: ['tasks'] });
  });

  it("one change's burst of events refetches each query once: the bell's list not twice", () => {
    const source = FakeEventSource.created[0]!;
    source.open();
    // An OBD reading that raised an alert: its readings, the car's alert, the dashboard, and the
    // task made from the alert; two of those areas feed the notification centre.
    source.emit(JSON.stringify({ topic: 'obd', data: { id: 'car-1', action: 'readings' } }));
    source.emit(JSON.stringify({ topic: 'vehicles', data: { id: 'car-1', action: 'alert' } }));
    source.emit(JSON.stringify({ topic: 'dashboard' }));
    source.emit(JSON.stringify({ topic: 'tasks', data: { id: 't-1', action: 'created' } }));
    vi.advanceTimersByTime(GATHER_MS);
    const keys = vi
      .mocked(queryClient.invalidateQueries)
      .mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys.sort()).toEqual(
      ['["dashboard"]', '["notifications"]', '["obd"]', '["tasks"]', '["vehicles"]'].sort(),
    );
  });

  it('refetches a query at most once a second under a stream of readings, and after the last', () => {
    const source = FakeEventSource.created[0]!;
    source.open();
    const started = Date.now();
    const at: number[] = [];
    vi.mocked(queryClient.invalidateQueries).mockImplementation(async () => {
      at.push(Date.now() - started);
    });
    // A car sending four readings a second for two seconds.
    for (let t = 0; t <= 2000; t += 250) {
      source.emit(JSON.stringify({ topic: 'obd', data: { id: 'car-1', action: 'readings' } }));
      vi.advanceTimersByTime(250);
    }
    vi.advanceTimersByTime(2 * MIN_REFETCH_INTERVAL_MS);
    // The first after GATHER_MS, then one a second; the readings at 1.5–2 s are in the last.
    expect(at).toEqual([
      GATHER_MS,
      GATHER_MS + MIN_REFETCH_INTERVAL_MS,
      GATHER_MS + 2 * MIN_REFETCH_INTERVAL_MS,
    ]);
  });

  it('stops for good when stopped', () => {
    const source = FakeEventSource.created[0]!;
    stop();
    expect(source.closed).toBe(true);
    source.fail(true);
    vi.advanceTimersByTime(20_000);
    expect(FakeEventSource.created).toHaveLength(1);
  });
});
