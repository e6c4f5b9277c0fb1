import {
  ParsedVoiceSchema,
  VOICE_EVENT_MINUTES,
  VOICE_DEFAULT_START,
  type ParsedVoice,
} from '@usra/domain/assistant/assistant-schema';
import { api } from '@/lib/api-client';

export type VoiceFormType = 'task' | 'event';
export type ParsedFields = ParsedVoice['parsedData'];

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** ai-parse-voice: POST /api/assistant/parse-voice (the server's language engine). */
export function parseVoice(text: string, formType: VoiceFormType): Promise<ParsedVoice> {
  return api.post(
    '/api/assistant/parse-voice',
    { text, formType, timeZone: browserTimeZone() },
    ParsedVoiceSchema,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value from what was said, keeping the parts that were not: a date alone keeps
 * the existing (or 09:00) time, a time alone keeps the existing date (spec core section 5).
 */
export function mergeLocalDateTime(
  current: string,
  date: string | null,
  time: string | null,
  fallbackDate: string,
): string {
  const [currentDate, currentTime] = current ? current.split('T') : [];
  const day = date ?? currentDate ?? fallbackDate;
  const clock = time ?? currentTime ?? VOICE_DEFAULT_START;
  return `${day}T${clock.slice(0, 5)}`;
}

/** The end of a voice-made event: the said end, else an hour after the start. */
export function endAfter(start: string, end: string | null): string {
  if (end) return `${start.slice(0, 10)}T${end.slice(0, 5)}`;
  const [date, time] = start.split('T');
  const [y, m, d] = (date ?? '').split('-').map(Number);
  const [h, min] = (time ?? VOICE_DEFAULT_START).split(':').map(Number);
  const at = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 9, (min ?? 0) + VOICE_EVENT_MINUTES);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
