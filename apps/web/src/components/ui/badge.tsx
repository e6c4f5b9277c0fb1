import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'bg-muted text-muted-foreground',
  danger: 'bg-destructive/10 text-destructive',
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  success: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  info: 'bg-primary/10 text-primary',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  children,
  testId,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export const card = 'rounded-xl border border-border bg-card p-4';
