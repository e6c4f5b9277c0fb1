import type {
  AssistantAction,
  AssistantChoice,
  AssistantUndo,
} from '@usra/domain/assistant/assistant-schema';
import { ExternalLink, Mic, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { LocalMessage } from '../hooks/use-assistant-chat';

/** Only the app's own screens are linked (the server gives /app/... paths). */
const isAppLink = (link: string) => /^\/app(\/|\?|$)/.test(link);

function ActionLink({ action, onNavigate }: { action: AssistantAction; onNavigate: () => void }) {
  const { t } = useTranslation('assistant');
  const body = (
    <>
      <span className="font-medium">{t(`actions.${action.kind}`)}:</span>{' '}
      <span className="break-words">{action.label}</span>
    </>
  );
  return (
    <li>
      {isAppLink(action.link) ? (
        <Link
          to={action.link}
          onClick={onNavigate}
          data-testid="assistant-action"
          className="flex items-center gap-1.5 rounded-lg border border-primary/30 bg-card px-2.5 py-1.5 text-sm text-primary underline-offset-2 hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
          <span className="min-w-0">{body}</span>
        </Link>
      ) : (
        <span className="text-sm" data-testid="assistant-action">
          {body}
        </span>
      )}
    </li>
  );
}

/** The chips of a question back: Confirm / Cancel, or one per candidate. */
function Choices({
  choices,
  disabled,
  onChoose,
}: {
  choices: AssistantChoice[];
  disabled: boolean;
  onChoose: (choice: AssistantChoice) => void;
}) {
  const { t } = useTranslation('assistant');
  return (
    <ul
      aria-label={t('choices.label')}
      className="flex flex-wrap gap-1.5"
      data-testid="assistant-choices"
    >
      {choices.map((choice) => (
        <li key={`${choice.pendingId}-${choice.option}`}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(choice)}
            data-kind={choice.kind}
            className={cn(
              'min-h-9 rounded-full border px-3 py-1 text-sm font-medium disabled:opacity-60',
              choice.kind === 'confirm'
                ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                : choice.kind === 'cancel'
                  ? 'border-border bg-card text-foreground hover:bg-muted'
                  : 'border-primary/40 bg-card text-primary hover:bg-primary/10',
            )}
            dir="auto"
          >
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One message: user text on the inline end, the assistant's on the start; text stays text. */
export function MessageBubble({
  message,
  onNavigate,
  interactive = false,
  canUndo = false,
  disabled = false,
  onChoose,
  onUndo,
}: {
  message: LocalMessage;
  onNavigate: () => void;
  /** The last reply: its chips answer the question it asks. */
  interactive?: boolean;
  /** Its Undo is still offered (within ten minutes, not used). */
  canUndo?: boolean;
  disabled?: boolean;
  onChoose?: (choice: AssistantChoice) => void;
  onUndo?: (undo: AssistantUndo) => void;
}) {
  const { t } = useTranslation('assistant');
  const mine = message.role === 'user';
  const { actions, choices, undo } = message.metadata;
  return (
    <li
      data-testid={mine ? 'user-message' : 'assistant-message'}
      data-error={message.local === 'error' ? 'true' : undefined}
      className={cn('flex max-w-[85%] flex-col gap-1.5', mine ? 'self-end' : 'self-start')}
    >
      <span className="sr-only">{mine ? t('panel.you') : t('panel.assistant')}: </span>
      <div
        className={cn(
          'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
          mine
            ? 'rounded-ee-sm bg-primary text-primary-foreground'
            : 'rounded-es-sm bg-muted text-foreground',
          message.local === 'error' && 'border border-destructive/40 text-destructive',
          message.local === 'pending' && 'opacity-70',
        )}
        dir="auto"
      >
        {message.messageType === 'voice' ? (
          <Mic
            aria-label={t('panel.voiceMessage')}
            role="img"
            className="me-1 inline size-3.5 align-[-2px]"
          />
        ) : null}
        {message.content}
      </div>
      {actions.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {actions.map((action) => (
            <ActionLink
              key={`${action.kind}-${action.id}`}
              action={action}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
      {interactive && choices.length > 0 && onChoose ? (
        <Choices choices={choices} disabled={disabled} onChoose={onChoose} />
      ) : null}
      {undo && canUndo && onUndo ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => onUndo(undo)}
          aria-label={t('choices.undoLabel')}
          data-testid="assistant-undo"
          className="inline-flex min-h-9 items-center gap-1.5 self-start rounded-full border border-border bg-card px-3 py-1 text-sm font-medium hover:bg-muted disabled:opacity-60"
        >
          <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('choices.undo')}
        </button>
      ) : null}
    </li>
  );
}
