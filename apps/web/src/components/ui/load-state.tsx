import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

type LoadVariant = 'card' | 'inline';

interface LoadFailedProps {
  /** What could not be loaded, in the feature's words. */
  message: ReactNode;
  /** The retry button's label, in the feature's words. */
  retryLabel: string;
  onRetry: () => void;
  /** `card`: a screen's own block; `inline`: a section of a screen or a dialog (smaller). */
  variant?: LoadVariant;
  /** The message above its button instead of beside it. */
  stacked?: boolean;
  className?: string;
}

/**
 * Something could not be loaded: what, and a button that asks again (spec core section 8).
 * The one load-and-retry block; `LoadState` adds the spinner shown while it loads.
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  variant = 'card',
  stacked = false,
  className,
}: LoadFailedProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex',
        stacked ? 'flex-col items-start gap-2' : 'flex-wrap items-center gap-3',
        variant === 'card' && 'rounded-xl border border-border bg-card p-4',
        className,
      )}
    >
      <p className={cn('text-destructive', variant === 'inline' && 'text-sm')}>{message}</p>
      <Button variant="outline" size={variant === 'card' ? undefined : 'sm'} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** While loading, a spinner (a screen's is large and announced); after a failure, `LoadFailed`. */
export function LoadState({ failed, ...props }: LoadFailedProps & { failed: boolean }) {
  const { t } = useTranslation();
  if (failed) return <LoadFailed {...props} />;
  if (props.variant === 'inline') return <Spinner className="text-primary" />;
  return (
    <div role="status" className="flex justify-center p-8 text-primary">
      <Spinner className="size-8" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
