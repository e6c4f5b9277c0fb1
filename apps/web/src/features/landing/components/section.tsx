import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  tone?: 'plain' | 'card' | 'accent';
  children: ReactNode;
  className?: string;
}

const tones = {
  plain: 'bg-background',
  card: 'bg-card',
  accent: 'bg-accent',
} as const;

/** A landing section: an anchor target with a labelled heading. */
export function Section({
  id,
  title,
  subtitle,
  eyebrow,
  tone = 'plain',
  children,
  className,
}: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('py-16 sm:py-20', tones[tone])}>
      <div className={cn('mx-auto max-w-6xl px-4 sm:px-6', className)}>
        <div className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow && <p className="mb-2 text-sm font-semibold text-primary">{eyebrow}</p>}
          <h2
            id={`${id}-title`}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-lg text-muted-foreground">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-border bg-card p-6 shadow-sm', className)}>
      {children}
    </div>
  );
}
