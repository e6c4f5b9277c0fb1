import type { ParsedVoice } from './assistant-schema.js';
import { VOICE_EVENT_MINUTES } from './assistant-schema.js';
import { cut, eventTypeOf, splitLocation, understand, type Named } from './grammar.js';
import { withoutSpans, type WhenOptions } from './when.js';

/**
 * ai-parse-voice (spec core section 5, issue 16): a transcript fills the event or task form.
 * Events: the first sentence is the title and the rest the description; today, tomorrow, weekday
 * names and "next week" set the date; "at 5:30 pm", "5 o'clock", "5pm" the time (12 pm stays 12,
 * 12 am becomes 0); "at/in/@ place" or "location: place" the location; the type by the spec's
 * words; an hour long; when only a date is said no time (the form keeps its own, or 09:00). Tasks: title, due date and time, the
 * member named, priority words. Arabic and English alike.
 */

export interface VoiceContext {
  today: string;
  members: Named[];
  /** The day's prayer times when the person turned prayer-relative times on. */
  prayerTimes?: WhenOptions['prayerTimes'];
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = (h * 60 + m + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The first sentence and the rest (a full stop, question or exclamation mark, or a new line). */
export function firstSentence(text: string): { head: string; rest: string | null } {
  const m = /[.!?؟\n]+(?=\s|$)/u.exec(text);
  if (!m) return { head: text.trim(), rest: null };
  const rest = text.slice(m.index + m[0].length).trim();
  return { head: text.slice(0, m.index).trim(), rest: rest || null };
}

const empty = (): ParsedVoice['parsedData'] => ({
  title: '',
  description: null,
  date: null,
  startTime: null,
  endTime: null,
  location: null,
  eventType: null,
  assigneeMemberId: null,
  priority: null,
});

export function parseVoice(
  text: string,
  formType: 'task' | 'event' | 'generic',
  context: VoiceContext,
): ParsedVoice {
  const transcript = text.trim();
  const { head, rest } = firstSentence(transcript);
  const { today, prayerTimes } = context;
  const when = cut(transcript, { today, prayerTimes });
  const data = empty();
  data.description = rest;
  if (formType === 'task') {
    const u = understand(head, { ...context, tasks: [], events: [] });
    const plain = withoutSpans(head, []).trim();
    const titled = (u.intent === 'createTask' && u.slots.title) || titleOf(head, context) || plain;
    // A task has a place too (the task form asks for it): "at/in/@ place", "في المكان".
    const { title, location } = splitLocation(titled);
    data.title = title || titled;
    data.location = location ?? labelledLocation(rest);
    data.assigneeMemberId = u.slots.assigneeId ?? memberNamed(transcript, context.members);
    data.priority = when.priority ?? u.slots.priority ?? null;
    data.date = when.date;
    data.startTime = when.time;
    return { success: data.title.length > 0, parsedData: data };
  }
  const { title, location } = splitLocation(titleOf(head, context) || head);
  data.title = title || head;
  data.location = location ?? labelledLocation(rest);
  data.eventType = eventTypeOf(transcript);
  data.date = when.date ?? (when.time ? context.today : null);
  // A date alone leaves the times to the form: it keeps the time already typed, or 09:00
  // (spec core section 5); a time said here would overwrite it.
  if (when.time) {
    data.startTime = when.time;
    data.endTime = addMinutes(when.time, VOICE_EVENT_MINUTES);
  }
  return { success: data.title.length > 0, parsedData: data };
}

function titleOf(sentence: string, context: VoiceContext): string {
  return cut(sentence, { today: context.today, prayerTimes: context.prayerTimes })
    .rest.replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.:;،]+|[\s,.:;،]+$/gu, '')
    .trim();
}

function labelledLocation(rest: string | null): string | null {
  if (!rest) return null;
  const m = /(?:^|\s)(?:location|place|المكان|الموقع)\s*:\s*([^.\n]+)/iu.exec(rest);
  return m ? m[1]!.trim() : null;
}

function memberNamed(text: string, members: Named[]): string | null {
  const lower = text.toLowerCase();
  const hit = [...members]
    .sort((a, b) => b.name.length - a.name.length)
    .find((m) =>
      new RegExp(`(?<![\\p{L}])(?:ل|ب)?${escapeRe(m.name.toLowerCase())}(?![\\p{L}])`, 'u').test(
        lower,
      ),
    );
  return hit?.id ?? null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
