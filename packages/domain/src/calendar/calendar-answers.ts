// What the calendar routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { CalendarEventSchema } from './event-schema.js';

/** GET /calendar/events: the events of the asked range. */
export const GetCalendarEventsAnswerSchema = z.object({ events: z.array(CalendarEventSchema) });
/** One event: POST /calendar/events, GET and PUT /calendar/events/:id. */
export const CalendarEventAnswerSchema = z.object({ event: CalendarEventSchema });
/** GET /calendar/feed and POST /calendar/feed/regenerate: the family's private feed address. */
export const CalendarFeedAnswerSchema = z.object({ url: z.string() });
/** GET /calendar/feed/:file: the iCalendar text itself. */
export const CalendarFeedFileAnswerSchema = z.string();
