import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form-level error; the live region stays mounted so screen readers announce new text. */
export function FormAlert({ children }: { children?: ReactNode }) {
  return (
    <div role="alert">
      {children ? (
        <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive-soft p-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
