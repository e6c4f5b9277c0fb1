import type { LiveTopic } from '@usra/domain/common/live-topics';
import {
  eventTimesProblem,
  type CalendarEvent,
  type CreateEventData,
  type UpdateEventData,
} from '@usra/domain/calendar/event-schema';
import { validationMessages } from '@usra/domain/common/messages';
import { AppError } from '../../platform/errors.js';
import type { ChangeEvent, EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { CalendarRepository } from './calendar.repository.js';
import type { CalendarFeedSource, Registry } from '../../platform/registries.js';
import type { CalendarFamilyReads } from './calendar.read-model.js';
import { buildCalendarFeed } from './ical.js';
import type { Actor } from '../../platform/session-guard.js';

export const CALENDAR_TOPIC: LiveTopic = 'calendar';
const eventNotFound = () => new AppError(404, 'NOT_FOUND', 'Event not found');
/** A feed holds what a calendar app needs: the last 90 days and everything ahead, capped. */
const FEED_HISTORY_DAYS = 90;
const FEED_MAX_ITEMS = 5000;

export class CalendarService {
  constructor(
    private readonly repo: CalendarRepository,
    /** The other areas' feed entries (tasks, reminders, maintenance…), read per request. */
    private readonly feedSources: Registry<CalendarFeedSource>,
    private readonly family: CalendarFamilyReads,
    private readonly events: EventBus,
    private readonly baseUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private changes(actor: Actor, data: Record<string, unknown>): ChangeEvent[] {
    return [
      { topic: CALENDAR_TOPIC, familyId: actor.familyId, data },
      // The dashboard shows both tasks and events from one query of its own.
      { topic: 'dashboard', familyId: actor.familyId },
    ];
  }

  private async changed(actor: Actor, data: Record<string, unknown>) {
    await this.events.publishAll(this.changes(actor, data));
  }

  list(actor: Actor, from: string, to: string, limit: number): Promise<CalendarEvent[]> {
    return this.repo.list(actor.familyId, from, to, limit);
  }

  async get(actor: Actor, id: string): Promise<CalendarEvent> {
    const event = await this.repo.find(actor.familyId, id);
    if (!event) throw eventNotFound();
    return event;
  }

  async create(actor: Actor, input: CreateEventData): Promise<CalendarEvent> {
    const id = newId();
    if (this.repo.engine === 'postgres') {
      // One statement, answered as written (issue 30); its notices after the commit.
      const event = await this.repo.insertInOneTrip(
        actor.familyId,
        id,
        input,
        actor.id,
        this.clock(),
      );
      await this.events.publishAll(this.changes(actor, { id, action: 'created' }));
      return event;
    }
    await this.repo.insert(actor.familyId, id, input, actor.id, this.clock());
    await this.changed(actor, { id, action: 'created' });
    return this.get(actor, id);
  }

  /**
   * Events from an imported .ics file (decision 022), each already checked with
   * CreateEventInputSchema: written together or not at all; a key (UID and start) imported
   * before is not added again. One live event for the lot.
   */
  async importEvents(
    actor: Actor,
    items: readonly { key: string; input: CreateEventData }[],
  ): Promise<{ imported: Set<string> }> {
    const imported = await this.repo.importMany(
      actor.familyId,
      items.map(({ key, input }) => ({ key, id: newId(), write: input })),
      actor.id,
      this.clock(),
    );
    if (imported.size > 0) await this.changed(actor, { action: 'imported' });
    return { imported };
  }

  async update(actor: Actor, id: string, input: UpdateEventData): Promise<CalendarEvent> {
    const current = await this.get(actor, id);
    const problem = eventTimesProblem(
      input.startTime ?? current.startTime,
      input.endTime ?? current.endTime,
    );
    if (problem) {
      const message = validationMessages[problem];
      throw new AppError(400, 'VALIDATION_FAILED', message, {
        fields: [{ path: 'endTime', key: problem, message }],
      });
    }
    await this.repo.update(actor.familyId, id, input, this.clock());
    await this.changed(actor, { id, action: 'updated' });
    return this.get(actor, id);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.delete(actor.familyId, id))) throw eventNotFound();
    await this.changed(actor, { id, action: 'deleted' });
  }

  private feedUrl(token: string): string {
    return `${this.baseUrl.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;
  }

  /** The family's secret feed URL, made on first use. */
  async feed(actor: Actor): Promise<{ url: string }> {
    const token =
      (await this.repo.feedToken(actor.familyId)) ??
      (await this.repo.ensureFeedToken(actor.familyId, this.clock()));
    return { url: this.feedUrl(token) };
  }

  async regenerateFeed(actor: Actor): Promise<{ url: string }> {
    const token = await this.repo.replaceFeedToken(actor.familyId, this.clock());
    return { url: this.feedUrl(token) };
  }

  /** The iCalendar text for a feed token; an unknown or replaced token is not found. */
  async feedText(token: string): Promise<string> {
    const familyId = await this.repo.familyIdByFeedToken(token);
    const familyName = familyId ? await this.family.familyName(familyId) : null;
    if (!familyId || familyName === null) throw new AppError(404, 'NOT_FOUND', 'Not found');
    const now = this.clock();
    const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000).toISOString();
    const window = { now, limit: FEED_MAX_ITEMS };
    const [events, ...items] = await Promise.all([
      this.repo.forFeed(familyId, since, FEED_MAX_ITEMS),
      ...this.feedSources.all.map((source) => source.items(familyId, window)),
    ]);
    return buildCalendarFeed({
      familyName,
      host: new URL(this.baseUrl).hostname,
      generatedAt: now,
      events,
      items: items.flat(),
    });
  }
}
