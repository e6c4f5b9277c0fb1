/**
 * Speech to text through an OpenAI-compatible /audio/transcriptions endpoint
 * (TRANSCRIBE_API_URL, decision 013): the recording goes up as multipart form data.
 */
export interface TranscriberConfig {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
};
export const AUDIO_TYPES = Object.keys(EXTENSIONS);

export function transcriptionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/audio/transcriptions') ? trimmed : `${trimmed}/audio/transcriptions`;
}

/** The text, or throws when the endpoint fails or says nothing usable. */
export async function transcribe(
  config: TranscriberConfig,
  audio: Buffer,
  contentType: string,
  language: 'ar' | 'en' | undefined,
): Promise<string> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(audio)], { type }),
    `recording.${EXTENSIONS[type] ?? 'webm'}`,
  );
  form.append('model', config.model);
  if (language) form.append('language', language);
  const response = await fetch(transcriptionsUrl(config.url), {
    method: 'POST',
    headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    body: form,
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`transcription answered ${response.status}`);
  const body = (await response.json()) as { text?: unknown };
  if (typeof body.text !== 'string') throw new Error('transcription without text');
  return body.text.trim();
}
