import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';

/** 'Failed to load family data: …' with Try Again (spec core section 8). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('family');
  const { t: tc } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive-soft p-4 text-sm text-destructive"
    >
      <p>{t('toast.loadFailed', { detail: getErrorMessage(error) })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {tc('actions.tryAgain')}
      </Button>
    </div>
  );
}
