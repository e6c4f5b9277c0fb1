import { VOICE_LIMIT_SECONDS } from '@usra/domain/assistant/assistant-schema';
import { Minus, SendHorizontal, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useVoiceProblemMessage,
  VoiceRecorderControl,
  VoiceVendorNote,
} from '@/components/voice/voice-recorder-control';
import { cn } from '@/lib/cn';
import { useVoiceRecorder } from '@/lib/voice/use-voice-recorder';
import { useAssistantChat, type LocalMessage } from '../hooks/use-assistant-chat';
import { cornerClasses, type PanelState } from './panel-place';
import { MessageBubble } from './message-bubble';

interface AssistantPanelProps {
  state: Exclude<PanelState, 'closed'>;
  mobile: boolean;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
}

const starterKeys = ['today', 'addTask', 'week', 'where'] as const;

/** The suggestions under the last reply, or the starters in an empty conversation. */
function Suggestions({
  suggestions,
  disabled,
  onPick,
}: {
  suggestions: string[];
  disabled: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation('assistant');
  if (suggestions.length === 0) return null;
  return (
    <ul
      aria-label={t('panel.suggestions')}
      className="flex flex-wrap gap-1.5"
      data-testid="assistant-suggestions"
    >
      {suggestions.map((text) => (
        <li key={text}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(text)}
            className="rounded-full border border-primary/40 bg-card px-3 py-1 text-xs font-medium text-primary hover:bg-primary/10 disabled:opacity-60"
            dir="auto"
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The bar that stands for a minimised panel: the last message, a way back and close. */
function MinimisedBar({
  last,
  mobile,
  onRestore,
  onClose,
}: {
  last: LocalMessage | undefined;
  mobile: boolean;
  onRestore: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <section
      aria-label={t('panel.title')}
      data-testid="assistant-minimised"
      className={cn(
        'fixed z-30 flex w-80 max-w-[calc(100vw-1.5rem)] items-center gap-1 rounded-full border border-border bg-card py-1 ps-1 pe-1 shadow-lg',
        cornerClasses(mobile),
      )}
    >
      <button
        type="button"
        onClick={onRestore}
        aria-label={t('panel.restore')}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-full py-1 ps-1 pe-2 text-start hover:bg-muted"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Sparkles aria-hidden="true" className="size-4" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-semibold">{t('panel.title')}</span>
          <span
            className="truncate text-xs text-muted-foreground"
            data-testid="assistant-last-message"
            dir="auto"
          >
            {last ? last.content : t('panel.welcome')}
          </span>
        </span>
      </button>
      <Button variant="ghost" size="icon" aria-label={t('panel.close')} onClick={onClose}>
        <X aria-hidden="true" className="size-4" />
      </Button>
    </section>
  );
}

/** The assistant panel (spec core: minimise, close, chips, Enter sends, a voice button). */
export default function AssistantPanel({
  state,
  mobile,
  onMinimise,
  onRestore,
  onClose,
}: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  const chat = useAssistantChat();
  const [draft, setDraft] = useState('');
  /** Undos used from this panel (the server refuses a second one anyway). */
  const [undone, setUndone] = useState<ReadonlySet<string>>(new Set());
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const problemMessage = useVoiceProblemMessage();
  const { messages } = chat;
  const last = messages.at(-1);
  const loading = chat.conversation.isPending;
  const busy = chat.sending || loading;

  /** Enter pressed while the conversation was still loading: sent as soon as it has loaded. */
  const [waiting, setWaiting] = useState(false);

  const send = (text: string, messageType: 'text' | 'voice' = 'text') => {
    const content = text.trim();
    if (!content) return Promise.resolve();
    if (busy) {
      if (loading && messageType === 'text') setWaiting(true);
      return Promise.resolve();
    }
    if (messageType === 'text') setDraft('');
    return chat.send(content, messageType).then(
      () => undefined,
      // The toast and the error reply are shown by the hook.
      () => undefined,
    );
  };

  const recorder = useVoiceRecorder({
    limitSeconds: VOICE_LIMIT_SECONDS.family,
    onProblem: (problem, detail) => {
      toast.error(problemMessage(problem, detail));
      if (problem === 'unavailable' || problem === 'unsupported') input.current?.focus();
    },
    onTranscript: async (text) => {
      await chat.send(text, 'voice');
    },
  });

  useEffect(() => {
    if (state === 'open') input.current?.focus();
  }, [state]);

  useEffect(() => {
    if (loading || !waiting) return;
    setWaiting(false);
    void send(draft);
    // Only when loading ends: `send` and `draft` are read as they are then.
  }, [loading, waiting]);

  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [messages.length, state, chat.sending]);

  if (state === 'minimised')
    return <MinimisedBar last={last} mobile={mobile} onRestore={onRestore} onClose={onClose} />;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      onMinimise();
      return;
    }
    // Enter sends; Shift+Enter (and Enter while composing, e.g. an IME) makes a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft);
  };

  const lastReply = last?.role === 'assistant' && !last.local ? last : undefined;
  const suggestions =
    messages.length === 0 && !loading
      ? starterKeys.map((key) => t(`starters.${key}`))
      : (lastReply?.metadata.suggestions ?? []);

  return (
    <section
      aria-label={t('panel.title')}
      data-testid="assistant-panel"
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-2xl',
        mobile
          ? 'inset-x-2 top-16 bottom-[calc(4.5rem+env(safe-area-inset-bottom))]'
          : 'end-6 bottom-6 h-[min(36rem,calc(100dvh-6rem))] w-[26rem]',
      )}
    >
      <header className="flex items-center gap-2 border-b border-border bg-primary/5 px-3 py-2">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Sparkles aria-hidden="true" className="size-4" />
        </span>
        <h2 className="flex-1 text-base font-semibold">{t('panel.title')}</h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('panel.minimise')}
          onClick={onMinimise}
          data-testid="assistant-minimise"
        >
          <Minus aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('panel.close')}
          onClick={onClose}
          data-testid="assistant-close"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </header>

      <div className="flex min-h-0 flex-1 flex-col">
        <ol
          ref={list}
          aria-live="polite"
          aria-busy={busy}
          className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-3 py-3"
          data-testid="assistant-messages"
        >
          {loading ? (
            <li className="self-center">
              <Spinner />
            </li>
          ) : null}
          {chat.conversation.isError ? (
            <li className="self-center text-sm text-muted-foreground">
              {t('panel.historyFailed')}
            </li>
          ) : null}
          {!loading && messages.length === 0 ? (
            <li
              className="max-w-[85%] self-start rounded-2xl rounded-es-sm bg-muted px-3.5 py-2 text-sm"
              data-testid="assistant-welcome"
            >
              {t('panel.welcome')}
            </li>
          ) : null}
          {messages.map((message) => {
            const undo = message.metadata.undo;
            return (
              <MessageBubble
                key={message.id}
                message={message}
                onNavigate={mobile ? onMinimise : () => undefined}
                interactive={message === lastReply}
                canUndo={
                  undo !== null && !undone.has(undo.id) && Date.parse(undo.expiresAt) > Date.now()
                }
                disabled={busy}
                onChoose={(choice) => {
                  if (!busy) void chat.choose(choice).catch(() => undefined);
                }}
                onUndo={(value) => {
                  if (busy) return;
                  setUndone((current) => new Set(current).add(value.id));
                  void chat.undo(value, t('choices.undo')).catch(() => undefined);
                }}
              />
            );
          })}
          {chat.sending ? (
            <li
              className="flex items-center gap-2 self-start text-xs text-muted-foreground"
              data-testid="assistant-thinking"
            >
              <Spinner className="size-3.5" />
              {t('panel.thinking')}
            </li>
          ) : null}
        </ol>
        <div className="px-3 pb-2">
          <Suggestions
            suggestions={suggestions}
            disabled={busy}
            onPick={(text) => void send(text)}
          />
        </div>
      </div>

      <form
        className="flex flex-col gap-1.5 border-t border-border px-3 pt-2 pb-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(draft);
        }}
      >
        {recorder.state === 'idle' ? null : (
          <VoiceRecorderControl
            recorder={recorder}
            label={t('voice.start')}
            doneLabel={t('voice.sent')}
            className="rounded-lg bg-muted px-2 py-1.5"
            testId="assistant-voice"
          />
        )}
        <label htmlFor="assistant-input" className="sr-only">
          {t('panel.inputLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id="assistant-input"
            ref={input}
            rows={2}
            maxLength={2000}
            value={draft}
            placeholder={t('panel.placeholder')}
            aria-describedby="assistant-hint"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            dir="auto"
            className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-input bg-card px-3 py-2 text-base"
          />
          {recorder.state === 'idle' ? (
            <VoiceRecorderControl
              recorder={recorder}
              label={t('voice.start')}
              doneLabel={t('voice.sent')}
              iconOnly
              testId="assistant-voice"
            />
          ) : null}
          <Button
            type="submit"
            size="icon"
            aria-label={t('panel.send')}
            disabled={busy || draft.trim() === ''}
            data-testid="assistant-send"
          >
            <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
        </div>
        <p id="assistant-hint" className="text-xs text-muted-foreground">
          {t('panel.hint')}
        </p>
        <VoiceVendorNote recorder={recorder} />
      </form>
    </section>
  );
}
