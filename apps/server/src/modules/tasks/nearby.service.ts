import { localDate } from '@usra/domain/common/dates';
import { distanceKm } from '@usra/domain/tasks/errand-route';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { NearbyRepository } from './nearby.repository.js';

export interface NearbyCheck {
  /** How close counts as near, in metres (the family's setting). */
  meters: number;
  /** The person's time zone: "once a day" is their local day. */
  timeZone: string;
}

/**
 * Location-aware suggestions (issue 27): when a member who shares their location comes within
 * the family's distance of an open task's place, they are told once per task per local day
 * ("You're near Al Othaim: buy milk", through the notification centre: bell, push, digest).
 * Called only where a shared position arrives, so nobody who does not share is ever told.
 */
export class NearbyService {
  constructor(
    private readonly repo: NearbyRepository,
    private readonly events: EventBus,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The tasks newly told about (ids); each is told to this person at most once that day. */
  async arrived(
    person: { id: string; familyId: string },
    at: { latitude: number; longitude: number },
    check: NearbyCheck,
  ): Promise<string[]> {
    const now = this.clock();
    const day = localDate(now, check.timeZone);
    const told: string[] = [];
    for (const task of await this.repo.openPlacedTasks(person.familyId)) {
      const meters = distanceKm(at, task) * 1000;
      if (meters > check.meters) continue;
      const fresh = await this.repo.tell(
        {
          id: newId(),
          familyId: person.familyId,
          userId: person.id,
          taskId: task.id,
          day,
          distanceM: Math.round(meters),
        },
        now,
      );
      if (fresh) told.push(task.id);
    }
    if (told.length > 0) {
      // The bell refetches and the new item is pushed (the tasks topic feeds the centre).
      await this.events.publish({
        topic: 'tasks',
        familyId: person.familyId,
        data: { id: told[0]!, action: 'nearby' },
      });
    }
    return told;
  }
}
