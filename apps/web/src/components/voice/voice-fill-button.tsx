import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseVoice, type ParsedFields, type VoiceFormType } from '@/lib/voice/parse-voice';
import { useVoiceRecorder } from '@/lib/voice/use-voice-recorder';
import {
  useVoiceProblemMessage,
  VoiceRecorderControl,
  VoiceVendorNote,
} from './voice-recorder-control';

interface VoiceFillButtonProps {
  formType: VoiceFormType;
  /** 30 s for tasks (the family flow), 10 s when editing an event. */
  limitSeconds: number;
  /** The fields the engine understood. */
  onFill: (fields: ParsedFields) => void;
  /** Basic parsing: the transcript as the title. */
  onFallback: (transcript: string) => void;
}

/**
 * ai-parse-voice in a form: record, transcribe, ask the server's engine, fill the fields
 * (spec core sections 5 and 8).
 */
export function VoiceFillButton({
  formType,
  limitSeconds,
  onFill,
  onFallback,
}: VoiceFillButtonProps) {
  const { t } = useTranslation('assistant');
  const problemMessage = useVoiceProblemMessage();
  const recorder = useVoiceRecorder({
    limitSeconds,
    onProblem: (problem, detail) => toast.error(problemMessage(problem, detail)),
    onTranscript: async (text) => {
      toast.info(t('voice.form.converted'));
      let parsed: ParsedFields | null = null;
      try {
        const answer = await parseVoice(text, formType);
        parsed = answer.success ? answer.parsedData : null;
      } catch {
        parsed = null;
      }
      try {
        if (parsed) {
          onFill(parsed);
          toast.success(t('voice.form.filled'), { description: t('voice.form.review') });
        } else {
          onFallback(text);
          toast.warning(t('voice.form.basic'), { description: t('voice.form.review') });
        }
      } catch (error) {
        toast.error(t('voice.form.failed'));
        throw error;
      }
    },
  });
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-dashed border-border p-2">
      <VoiceRecorderControl
        recorder={recorder}
        label={t('voice.fill')}
        doneLabel={t('voice.filled')}
        testId={`voice-fill-${formType}`}
      />
      <VoiceVendorNote recorder={recorder} />
    </div>
  );
}
