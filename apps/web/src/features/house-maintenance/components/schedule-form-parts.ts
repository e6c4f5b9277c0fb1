import { useState } from 'react';
import { getErrorMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';

export const blankIsNull = (value: string) => (value.trim() === '' ? null : value);

/** What a refused form shows: the problems on their fields, else above the form. */
export function useFormFailure() {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    show: <T extends string>(
      failure: unknown,
      setError: (name: T, error: { type: string; message: string }) => void,
      fields: readonly T[],
    ) => {
      if (!applyFieldProblems(failure, setError as never, fields))
        setFormError(getErrorMessage(failure));
    },
  };
}
