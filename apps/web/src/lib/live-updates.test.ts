import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveUpdates, EVENTS_URL } from './live-updates';

class FakeSource {
  static created: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSource.created.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

describe('live updates', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.created = [];
    queryClient = new QueryClient();
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    stop = connectLiveUpdates({
      queryClient,
      createSource: (url) => new FakeSource(url) as unknown as EventSource,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("refetches the queries of an event's topic", () => {
    const source = FakeSource.created[0]!;
    expect(source.url).toBe(EVENTS_URL);
    source.open();
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    source.emit(JSON.stringify({ topic: 'family-members', data: { id: 'm1' } }));
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['family-members'] });
  });

  it('skips malformed frames', () => {
    const source = FakeSource.created[0]!;
    source.open();
    source.emit('not json');
    source.emit(JSON.stringify({ nope: 1 }));
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });

  it('refetches everything after the browser reconnects by itself', () => {
    const source = FakeSource.created[0]!;
    source.open();
    source.fail(false);
    expect(FakeSource.created).toHaveLength(1);
    source.open();
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith();
  });

  it('reconnects with backoff once the browser gives up, and refetches everything', () => {
    const first = FakeSource.created[0]!;
    first.open();
    first.fail(true);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeSource.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeSource.created[1]!;
    second.fail(true);
    vi.advanceTimersByTime(2000);
    const third = FakeSource.created[2]!;
    third.open();
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith();
    third.emit(JSON.stringify({ topic: 'tasks' }));
    expect(queryClient.invalidateQueries).toHaveBeenLastCalledWith({ queryKey: ['tasks'] });
  });

  it('stops for good when stopped', () => {
    const source = FakeSource.created[0]!;
    stop();
    expect(source.closed).toBe(true);
    source.fail(true);
    vi.advanceTimersByTime(20_000);
    expect(FakeSource.created).toHaveLength(1);
  });
});
