import { type AssetsOverview } from '@usra/domain/assets/asset-schema';
import { BellRing, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { separator } from '@/lib/format';

/** Upcoming reminders and overdue asset schedules, at the top of the tab. */
export function Highlights({
  data,
  onOpen,
}: {
  data: AssetsOverview;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const overdue = data.schedules.filter((s) => s.overdue);
  const reminders = data.reminders.filter((r) => r.upcoming);
  if (overdue.length === 0 && reminders.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/5 p-4"
      data-testid="asset-highlights"
    >
      <ul className="flex flex-col gap-2">
        {overdue.map((schedule) => (
          <li key={schedule.id} className="flex flex-wrap items-center gap-2 text-sm">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-destructive" />
            <button
              type="button"
              className="min-w-0 flex-1 text-start font-medium hover:underline"
              onClick={() => onOpen(schedule.assetId)}
            >
              {schedule.title}
              {separator(language)}
              {schedule.assetName}
            </button>
            <Badge tone="danger">{t('schedule.overdue')}</Badge>
            <span className="text-destructive">
              {formatCalendarDate(schedule.scheduledDate, language)}
            </span>
          </li>
        ))}
        {reminders.map((reminder) => (
          <li
            key={reminder.id}
            className="flex flex-wrap items-center gap-2 text-sm"
            data-testid="asset-upcoming-reminder"
          >
            <BellRing aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
            <button
              type="button"
              className="min-w-0 flex-1 text-start font-medium hover:underline"
              onClick={() => onOpen(reminder.assetId)}
            >
              {reminder.kind === 'warranty' ? t('assets.warrantyEnds') : reminder.title}
              {separator(language)}
              {reminder.assetName}
            </button>
            <Badge tone="warning">{t('assets.soon')}</Badge>
            <span className="text-muted-foreground">
              {formatCalendarDate(reminder.triggerDate, language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
