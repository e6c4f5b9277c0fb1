import type { LiveTopic } from '@usra/domain/common/live-topics';
import type { ChangeEvent, ChangeListener, EventBus } from '../../platform/events.js';

/**
 * The event bus every module publishes on, with one addition: a change on a topic that feeds
 * the notification centre is handed to `onSourceChange` (Web Push for new items). The web's
 * list refetches on the same topics by itself (`notificationSourceTopics`).
 */
export class NotificationRelay implements EventBus {
  private readonly topics = new Set<LiveTopic>();
  private listener: ((familyId: string) => void) | null = null;

  constructor(private readonly inner: EventBus) {}

  /** The notifications module names its sources' topics and what to run on a change. */
  watch(topics: Iterable<LiveTopic>, onSourceChange: (familyId: string) => void): void {
    for (const topic of topics) if (topic !== 'notifications') this.topics.add(topic);
    this.listener = onSourceChange;
  }

  async publish(event: ChangeEvent): Promise<void> {
    await this.inner.publish(event);
    if (this.topics.has(event.topic) && !event.userId) this.listener?.(event.familyId);
  }

  async publishAll(events: readonly ChangeEvent[]): Promise<void> {
    await this.inner.publishAll(events);
    for (const event of events) {
      if (this.topics.has(event.topic) && !event.userId) this.listener?.(event.familyId);
    }
  }

  subscribe(familyId: string, listener: ChangeListener): () => void {
    return this.inner.subscribe(familyId, listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
