import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';

export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-start gap-2">
      <FormAlert>
        {title}: {getErrorMessage(error)}
      </FormAlert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('errors.tryAgain')}
      </Button>
    </div>
  );
}
