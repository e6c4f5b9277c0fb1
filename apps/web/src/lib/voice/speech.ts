import { z } from 'zod';
import { VOICE_SAMPLE_RATE } from '@usra/domain/assistant/assistant-schema';
import { api } from '@/lib/api-client';
import { upload } from '@/lib/upload';
import type { Language } from '@/lib/i18n';

/**
 * Speech to text (issue 16, decision 013): the browser's own speech recognition where it exists
 * (some browsers send the audio to their vendor for this; the recorder says so), else a
 * recording uploaded to the server's transcription endpoint when it has one.
 */

/** The part of the Web Speech API used here (not in TypeScript's DOM types). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ResultLike> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
interface ResultLike {
  isFinal: boolean;
  readonly length: number;
  [index: number]: { transcript: string };
}
type RecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): RecognitionConstructor | null {
  const w = globalThis as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** ar-SA or en-US, by the interface language. */
export function recognitionLang(language: Language): string {
  return language === 'ar' ? 'ar-SA' : 'en-US';
}

export function canRecordAudio(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

const CapabilitiesSchema = z.object({ transcription: z.boolean(), provider: z.boolean() });
export type Capabilities = z.infer<typeof CapabilitiesSchema>;

export const capabilitiesQueryKey = ['assistant', 'capabilities'] as const;

export function getCapabilities(): Promise<Capabilities> {
  return api.get('/api/assistant/capabilities', CapabilitiesSchema);
}

/** A mono recording, webm/opus where the browser can (16 kHz asked for; browsers may differ). */
export async function openMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, sampleRate: VOICE_SAMPLE_RATE, echoCancellation: true },
  });
}

export function recorderMimeType(): string | undefined {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'];
  return candidates.find((type) => MediaRecorder.isTypeSupported?.(type));
}

const TranscriptSchema = z.object({ text: z.string() });

/** Uploads a recording to POST /api/assistant/transcribe (the body is the audio itself). */
export async function transcribeAudio(audio: Blob, language: Language): Promise<string> {
  const type = (audio.type || 'audio/webm').split(';')[0] ?? 'audio/webm';
  const answer = await upload(`/api/assistant/transcribe?language=${language}`, {
    body: audio,
    contentType: type,
    schema: TranscriptSchema,
  });
  return answer.text.trim();
}
