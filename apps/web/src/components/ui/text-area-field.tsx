import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line field with its error under it, like FormField. */
export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col', className)}>
      <label htmlFor={id} className="mb-1.5 text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base aria-invalid:border-destructive"
        {...props}
      />
      <p
        id={`${id}-error`}
        aria-live="polite"
        className="mt-1.5 text-sm text-destructive empty:mt-0"
      >
        {error}
      </p>
    </div>
  );
}
