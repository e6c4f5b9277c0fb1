import { Check, Mic, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { VoiceProblem, VoiceRecorder } from '@/lib/voice/use-voice-recorder';

interface VoiceRecorderControlProps {
  recorder: VoiceRecorder;
  /** The idle button's text (an icon-only button uses it as its name). */
  label: string;
  /** What the done state says: 'AI filled form' in forms, 'Voice message sent' in the panel. */
  doneLabel: string;
  iconOnly?: boolean;
  className?: string;
  testId?: string;
}

/** The message of a recording problem (spec core section 8, Voice). */
export function useVoiceProblemMessage() {
  const { t } = useTranslation('assistant');
  return (problem: VoiceProblem, detail?: string) =>
    problem === 'speechFailed' && detail
      ? t('voice.problems.speechFailedDetail', { message: detail })
      : t(`voice.problems.${problem}`);
}

/**
 * The recorder's four states (spec core section 4): a microphone button; while recording a stop
 * button with the seconds left; 'AI Processing...'; then the done text.
 */
export function VoiceRecorderControl({
  recorder,
  label,
  doneLabel,
  iconOnly = false,
  className,
  testId = 'voice-recorder',
}: VoiceRecorderControlProps) {
  const { t, i18n } = useTranslation('assistant');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { state } = recorder;
  return (
    <div
      className={cn('flex items-center gap-2', className)}
      data-testid={testId}
      data-state={state}
    >
      {state === 'recording' ? (
        <>
          <Button
            variant="danger"
            size={iconOnly ? 'icon' : 'md'}
            aria-label={t('voice.stop')}
            onClick={recorder.stop}
            data-testid="voice-stop"
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
            {iconOnly ? null : t('voice.stop')}
          </Button>
          <span role="status" className="flex items-center gap-1.5 text-sm whitespace-nowrap">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
            <span className="sr-only">{t('voice.recording')} </span>
            <span data-testid="voice-remaining">
              {t('voice.remaining', { seconds: formatNumber(recorder.remaining, language) })}
            </span>
          </span>
        </>
      ) : state === 'processing' ? (
        <span
          role="status"
          className="flex items-center gap-2 text-sm font-medium whitespace-nowrap"
        >
          <Spinner className="size-4" />
          {t('voice.processing')}
        </span>
      ) : (
        <>
          <Button
            variant="outline"
            size={iconOnly ? 'icon' : 'md'}
            aria-label={iconOnly ? label : undefined}
            title={recorder.engine === 'browser' ? t('voice.vendorNote') : undefined}
            disabled={recorder.engine === null}
            onClick={recorder.start}
            data-testid="voice-start"
          >
            <Mic aria-hidden="true" className="size-4" />
            {iconOnly ? null : label}
          </Button>
          {state === 'done' ? (
            <span
              role="status"
              className="flex items-center gap-1 text-sm font-medium text-primary"
              data-testid="voice-done"
            >
              <Check aria-hidden="true" className="size-4" />
              {doneLabel}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The note that the browser's recognition may send audio to its vendor. */
export function VoiceVendorNote({
  recorder,
  className,
}: {
  recorder: VoiceRecorder;
  className?: string;
}) {
  const { t } = useTranslation('assistant');
  if (recorder.engine !== 'browser') return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)} data-testid="voice-vendor-note">
      {t('voice.vendorNote')}
    </p>
  );
}
