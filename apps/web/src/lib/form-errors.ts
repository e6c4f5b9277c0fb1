import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldProblems } from '@/lib/error-message';

/**
 * Puts a VALIDATION_FAILED answer's field problems on the form's own fields.
 * Returns true when every problem found a field, so no form-level message is needed.
 */
export function applyFieldProblems<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  const problems = fieldProblems(error);
  if (problems.length === 0) return false;
  let allPlaced = true;
  for (const problem of problems) {
    const name = fieldNames.find((field) => field === problem.path);
    if (name) setError(name, { type: 'server', message: problem.key }, { shouldFocus: true });
    else allPlaced = false;
  }
  return allPlaced;
}
