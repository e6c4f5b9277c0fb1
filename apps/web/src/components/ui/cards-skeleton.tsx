import { card } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Six pulsing cards while a list of cards loads; `label` is read to screen readers. */
export function CardsSkeleton({ label, testId }: { label: string; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={cn(card, 'flex animate-pulse flex-col gap-2')}>
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-3 w-full rounded bg-muted" />
          <div className="h-3 w-1/2 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
