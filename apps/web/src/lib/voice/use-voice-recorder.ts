import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import {
  canRecordAudio,
  capabilitiesQueryKey,
  getCapabilities,
  openMicrophone,
  recognitionLang,
  recorderMimeType,
  speechRecognitionConstructor,
  transcribeAudio,
  type SpeechRecognitionLike,
} from './speech';

/** The recorder's states (spec core section 4): idle, recording, 'AI Processing...', done. */
export type VoiceState = 'idle' | 'recording' | 'processing' | 'done';

/** Why a recording gave no text; each has its message in the `assistant` namespace. */
export type VoiceProblem =
  'unsupported' | 'permission' | 'startFailed' | 'noSpeech' | 'speechFailed' | 'unavailable';

/** How speech becomes text here: the browser's recognition, the server's, or neither. */
export type VoiceEngine = 'browser' | 'server' | 'none';

export interface VoiceRecorderOptions {
  /** 30 s in the family flow, 10 s when editing an event (VOICE_LIMIT_SECONDS). */
  limitSeconds: number;
  /** Gets the transcript; the recorder shows 'processing' until the promise settles. */
  onTranscript: (text: string) => Promise<void> | void;
  onProblem: (problem: VoiceProblem, detail?: string) => void;
}

export interface VoiceRecorder {
  state: VoiceState;
  /** Whole seconds left while recording. */
  remaining: number;
  limitSeconds: number;
  engine: VoiceEngine | null;
  start: () => void;
  stop: () => void;
}

const DONE_SHOWN_MS = 4000;

function useVoiceEngine(): VoiceEngine | null {
  const browser = speechRecognitionConstructor() !== null;
  const capabilities = useQuery({
    queryKey: capabilitiesQueryKey,
    queryFn: getCapabilities,
    enabled: !browser,
    staleTime: Infinity,
    retry: false,
  });
  if (browser) return 'browser';
  if (capabilities.isPending) return null;
  return capabilities.data?.transcription && canRecordAudio() ? 'server' : 'none';
}

/**
 * Records up to `limitSeconds` and hands over the text. Stops by itself at the limit; the
 * countdown is `remaining`.
 */
export function useVoiceRecorder(options: VoiceRecorderOptions): VoiceRecorder {
  const { limitSeconds } = options;
  const engine = useVoiceEngine();
  const [state, setState] = useState<VoiceState>('idle');
  const [remaining, setRemaining] = useState(limitSeconds);
  const latest = useRef(options);
  latest.current = options;
  const stopRef = useRef<(() => void) | null>(null);
  const timers = useRef<{
    tick?: ReturnType<typeof setInterval>;
    done?: ReturnType<typeof setTimeout>;
  }>({});
  const mounted = useRef(true);

  const clearTick = () => {
    if (timers.current.tick) clearInterval(timers.current.tick);
    timers.current.tick = undefined;
  };

  useEffect(() => {
    mounted.current = true;
    const current = timers.current;
    return () => {
      mounted.current = false;
      if (current.tick) clearInterval(current.tick);
      if (current.done) clearTimeout(current.done);
      stopRef.current?.();
    };
  }, []);

  const fail = useCallback((problem: VoiceProblem, detail?: string) => {
    clearTick();
    stopRef.current = null;
    if (!mounted.current) return;
    setState('idle');
    latest.current.onProblem(problem, detail);
  }, []);

  const deliver = useCallback(
    async (text: string) => {
      clearTick();
      stopRef.current = null;
      if (!mounted.current) return;
      const transcript = text.replace(/\s+/g, ' ').trim();
      if (!transcript) {
        fail('noSpeech');
        return;
      }
      setState('processing');
      try {
        await latest.current.onTranscript(transcript);
        if (!mounted.current) return;
        setState('done');
        timers.current.done = setTimeout(() => {
          if (mounted.current) setState((s) => (s === 'done' ? 'idle' : s));
        }, DONE_SHOWN_MS);
      } catch {
        if (mounted.current) setState('idle');
      }
    },
    [fail],
  );

  const beginCountdown = useCallback(
    (stop: () => void) => {
      const started = Date.now();
      setRemaining(limitSeconds);
      clearTick();
      timers.current.tick = setInterval(() => {
        const left = Math.max(0, limitSeconds - Math.floor((Date.now() - started) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 250);
    },
    [limitSeconds],
  );

  const startBrowser = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) return fail('unsupported');
    let recognition: SpeechRecognitionLike;
    try {
      recognition = new Recognition();
    } catch {
      return fail('startFailed');
    }
    recognition.lang = recognitionLang(currentLanguage());
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    let text = '';
    let error: string | null = null;
    let ended = false;
    recognition.onresult = (event) => {
      text = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ');
    };
    recognition.onerror = (event) => {
      error = event.error;
    };
    recognition.onend = () => {
      if (ended) return;
      ended = true;
      if (error === 'not-allowed' || error === 'service-not-allowed') return fail('permission');
      if (error === 'audio-capture') return fail('unsupported');
      if (error && error !== 'no-speech' && error !== 'aborted' && !text.trim())
        return fail('speechFailed', error);
      void deliver(text);
    };
    const stop = () => {
      clearTick();
      try {
        recognition.stop();
      } catch {
        // already stopped
      }
    };
    try {
      recognition.start();
    } catch {
      return fail('startFailed');
    }
    stopRef.current = stop;
    setState('recording');
    beginCountdown(stop);
  }, [beginCountdown, deliver, fail]);

  const startServer = useCallback(async () => {
    if (!canRecordAudio()) return fail('unsupported');
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'NotAllowedError' || name === 'SecurityError') return fail('permission');
      if (name === 'NotFoundError') return fail('unsupported');
      return fail('startFailed');
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    let recorder: MediaRecorder;
    try {
      const mimeType = recorderMimeType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      for (const track of stream.getTracks()) track.stop();
      return fail('startFailed');
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const audio = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      if (audio.size === 0) return fail('noSpeech');
      if (!mounted.current) return;
      clearTick();
      setState('processing');
      transcribeAudio(audio, currentLanguage()).then(
        (text) => void deliver(text),
        (error: unknown) => {
          if (isApiError(error) && error.message === 'No speech detected. Please try again.')
            fail('noSpeech');
          else fail('speechFailed', isApiError(error) ? error.message : undefined);
        },
      );
    };
    const stop = () => {
      clearTick();
      if (recorder.state !== 'inactive') recorder.stop();
    };
    try {
      recorder.start();
    } catch {
      for (const track of stream.getTracks()) track.stop();
      return fail('startFailed');
    }
    stopRef.current = stop;
    setState('recording');
    beginCountdown(stop);
  }, [beginCountdown, deliver, fail]);

  const start = useCallback(() => {
    if (state === 'recording' || state === 'processing') return;
    if (timers.current.done) clearTimeout(timers.current.done);
    if (engine === 'browser') startBrowser();
    else if (engine === 'server') void startServer();
    else fail(engine === 'none' ? 'unavailable' : 'startFailed');
  }, [engine, fail, startBrowser, startServer, state]);

  const stop = useCallback(() => stopRef.current?.(), []);

  return { state, remaining, limitSeconds, engine, start, stop };
}
