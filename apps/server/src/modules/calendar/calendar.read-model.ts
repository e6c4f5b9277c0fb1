import type { CalendarEvent } from '@usra/domain/calendar/event-schema';

/** What other modules may read about the calendar; the calendar module hands it out through deps. */
export interface CalendarReads {
  /** Events overlapping [from, to), by start time. */
  list(familyId: string, from: string, to: string, limit: number): Promise<CalendarEvent[]>;
  /** Events starting in [from, to), by start time. */
  starting(familyId: string, from: string, to: string, limit: number): Promise<CalendarEvent[]>;
}

/** What the calendar reads of the family (its owner, the family module): the feed's name. */
export interface CalendarFamilyReads {
  /** The family's name, or null when there is no such family. */
  familyName(familyId: string): Promise<string | null>;
}
