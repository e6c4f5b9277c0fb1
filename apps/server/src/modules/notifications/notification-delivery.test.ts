import { describe, expect, it } from 'vitest';
import { NotificationDelivery, PUSH_USERS_FRESH_MS } from './notification-delivery.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * The Web Push check after a change (issue 30): a family's push subscribers are read once, then
 * trusted for PUSH_USERS_FRESH_MS, read again at once after a subscription written on this
 * instance, and afresh by the sweep.
 */
function world() {
  const calls = { ofFamily: 0, pushUsers: 0 };
  const subscribed = new Set<string>();
  let writes = 0;
  let now = new Date('2026-11-28T10:00:00Z');
  const pushedTo: string[] = [];
  const repo = {
    get subscriptionWrites() {
      return writes;
    },
    async pushUsers(ids?: readonly string[]) {
      calls.pushUsers += 1;
      return (ids ?? [...subscribed]).filter((id) => subscribed.has(id));
    },
    async claimPush(_userId: string, keys: string[]) {
      return keys;
    },
    async subscriptions(userId: string) {
      return [
        { id: `sub-${userId}`, endpoint: `https://push.example/${userId}`, p256dh: 'k', auth: 'a' },
      ];
    },
    async removeSubscription() {},
  } as unknown as NotificationsRepository;
  const service = {
    async items() {
      return [
        {
          key: `item-${pushedTo.length}`,
          kind: 'taskOverdue',
          params: { title: 'Take the bins out' },
          link: '/app',
          read: false,
        },
      ];
    },
  } as unknown as NotificationsService;
  const delivery = new NotificationDelivery(
    repo,
    service,
    {
      of: async () => ({ language: 'en', timeZone: 'Asia/Riyadh' }) as never,
      digestSubscribers: async () => [],
    },
    {
      ofFamily: async () => {
        calls.ofFamily += 1;
        return ['huda', 'ziad'];
      },
      familiesOf: async () => ['family-1'],
    },
    {
      send: async (target) => {
        pushedTo.push(target.endpoint);
        return 'sent';
      },
    },
    { configured: false } as never,
    { enqueue: async () => undefined } as never,
    'https://usra.example/app',
    { warn: () => undefined, error: () => undefined },
    () => now,
  );
  return {
    calls,
    pushedTo,
    delivery,
    subscribe(userId: string) {
      subscribed.add(userId);
      writes += 1;
    },
    subscribeElsewhere(userId: string) {
      subscribed.add(userId);
    },
    later(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('the Web Push check after a change', () => {
  it('reads a family without subscribers once, not after every change', async () => {
    const w = world();
    for (let i = 0; i < 5; i++) expect(await w.delivery.changed('family-1')).toBe(0);
    expect(w.calls).toEqual({ ofFamily: 1, pushUsers: 1 });
  });

  it('pushes at once after a subscription made on this instance', async () => {
    const w = world();
    await w.delivery.changed('family-1');
    w.subscribe('huda');
    expect(await w.delivery.changed('family-1')).toBe(1);
    expect(w.pushedTo).toEqual(['https://push.example/huda']);
    expect(w.calls.ofFamily).toBe(2);
  });

  it('sees a subscription made through another instance within PUSH_USERS_FRESH_MS, and at the sweep', async () => {
    const w = world();
    await w.delivery.changed('family-1');
    w.subscribeElsewhere('ziad');
    w.later(PUSH_USERS_FRESH_MS - 1000);
    expect(await w.delivery.changed('family-1')).toBe(0);
    w.later(1000);
    expect(await w.delivery.changed('family-1')).toBe(1);

    const fresh = world();
    await fresh.delivery.changed('family-1');
    fresh.subscribeElsewhere('ziad');
    expect((await fresh.delivery.sweep()).pushed).toBe(1);
    expect(fresh.pushedTo).toEqual(['https://push.example/ziad']);
  });
});
