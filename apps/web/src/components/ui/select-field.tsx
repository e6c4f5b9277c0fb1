import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { RequiredMark } from './form-field';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
}

export function SelectField({ label, error, className, children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col', className)}>
      <div className="mb-1.5 flex text-sm font-medium text-foreground">
        <label htmlFor={id}>{label}</label>
        <RequiredMark required={props.required} />
      </div>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground aria-invalid:border-destructive"
        {...props}
      >
        {children}
      </select>
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
