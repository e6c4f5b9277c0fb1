import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeEventSource, FakeEventSource } from '@/testing/fake-event-source';
import { connectLiveUpdates, EVENTS_URL } from './live-updates';

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
    expect(queryClient.invalidateQueries).toHaveBeenLastCalledWith({ queryKey: ['tasks'] });
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
