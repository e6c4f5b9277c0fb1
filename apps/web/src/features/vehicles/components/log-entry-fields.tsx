import type { Units } from '@usra/domain/settings/settings-schema';
import { useState } from 'react';
import type { FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useOdometerProblem } from '../hooks/use-odometer-problem';

interface LogEntryValues extends FieldValues {
  date: string;
  odometer: string;
}

/**
 * What a refused fuel or service entry shows: a toast, then the problem on its field (a
 * backwards odometer names the reading it conflicts with), else above the form.
 */
export function useLogEntryFailure<T extends LogEntryValues>(
  setError: UseFormSetError<T>,
  answerFields: readonly Path<T>[],
  failedTitle: 'fuel.addFailed' | 'service.addFailed',
) {
  const { t } = useTranslation('vehicles');
  const odometerProblem = useOdometerProblem();
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (failure: unknown) => {
    const backwards = odometerProblem(failure);
    toast.error(t(failedTitle), { description: backwards ?? getErrorMessage(failure) });
    if (backwards) setError('odometer' as Path<T>, { type: 'server', message: backwards });
    else if (!applyFieldProblems(failure, setError, answerFields))
      setFormError(getErrorMessage(failure));
  };
  return { formError, clearFormError: () => setFormError(null), onError };
}

/** The date and odometer fields every log entry starts with. */
export function DateAndOdometerFields<T extends LogEntryValues>({
  register,
  error,
  units,
}: {
  register: UseFormRegister<T>;
  error: (field: 'date' | 'odometer') => string | undefined;
  units: Units;
}) {
  const { t } = useTranslation('vehicles');
  return (
    <>
      <FormField
        label={t('fields.date')}
        type="date"
        required
        error={error('date')}
        {...register('date' as Path<T>)}
      />
      <FormField
        label={t('fields.odometerIn', { unit: t(`units.${units}.distance`) })}
        type="text"
        inputMode="numeric"
        required
        error={error('odometer')}
        {...register('odometer' as Path<T>)}
      />
    </>
  );
}
