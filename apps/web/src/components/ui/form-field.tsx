import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Shown under the input and tied to it with aria-describedby. */
  description?: ReactNode;
  /** Rendered inside the input's box at its end (e.g. a show-password button). */
  endAdornment?: ReactNode;
}

export function FormField({
  label,
  error,
  description,
  endAdornment,
  className,
  ...inputProps
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col', className)}>
      <div className="mb-1.5 flex text-sm font-medium text-foreground">
        <label htmlFor={id}>{label}</label>
        <RequiredMark required={inputProps.required} />
      </div>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'h-11 w-full rounded-lg border bg-card px-3 text-base text-foreground placeholder:text-muted-foreground',
            'aria-invalid:border-destructive',
            endAdornment ? 'pe-11' : null,
            'border-input',
          )}
          {...inputProps}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>
        ) : null}
      </div>
      {description ? (
        <div id={descriptionId} className="mt-2">
          {description}
        </div>
      ) : null}
      {/* Always mounted, so that a new message is announced by the live region. */}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm text-destructive empty:mt-0">
        {error}
      </p>
    </div>
  );
}

/**
 * A required field says so before anyone submits: a mark after its label (the input's own
 * `required` tells assistive technology).
 */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span aria-hidden="true" className="ms-0.5 text-destructive" data-testid="required-mark">
      *
    </span>
  ) : null;
}
