import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** "Demo — simulated data": wherever the demo device or its readings appear. */
export function DemoLabel({ className }: { className?: string }) {
  const { t } = useTranslation('vehicles');
  return (
    <span
      data-testid="demo-label"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-950 dark:text-violet-100',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {t('demo.label')}
    </span>
  );
}
