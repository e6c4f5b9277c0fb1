import type { Project } from '@usra/domain/documents/project-schema';
import type { BadgeTone } from '@/components/ui/badge';

export const statusTone: Record<Project['status'], BadgeTone> = {
  planning: 'info',
  in_progress: 'warning',
  completed: 'success',
  on_hold: 'neutral',
  cancelled: 'danger',
};

export const phaseTone: Record<Project['phases'][number]['status'], BadgeTone> = {
  pending: 'neutral',
  in_progress: 'warning',
  completed: 'success',
};

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      className="h-2 overflow-hidden rounded-full bg-muted"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
    </div>
  );
}
