import type { BadgeTone } from '@/components/ui/badge';

/** The Badge tone of a priority and of a condition. */
export const priorityTone = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
} as const satisfies Record<string, BadgeTone>;

export const conditionTone = {
  excellent: 'success',
  good: 'success',
  fair: 'neutral',
  poor: 'warning',
  critical: 'danger',
} as const satisfies Record<string, BadgeTone>;
