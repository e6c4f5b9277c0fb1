import { CalendarPlus, ClipboardList, Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useHubCounts } from '../api/get-hub-counts';

/** The mobile task hub's overview: three counters and quick actions (spec core section 2). */
export function TaskHubOverview({
  onAddTask,
  onShowTasks,
}: {
  onAddTask: () => void;
  onShowTasks: () => void;
}) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const counts = useHubCounts();
  const value = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n, language));
  return (
    <section className="flex flex-col gap-4" data-testid="task-hub" aria-label={t('hub.title')}>
      <div className="grid grid-cols-3 gap-2">
        {(
          [
            ['pending', counts.data?.pending],
            ['upcomingEvents', counts.data?.upcomingEvents],
            ['members', counts.data?.members],
          ] as const
        ).map(([key, n]) => (
          <div key={key} className="rounded-xl border border-border bg-card p-3 text-center">
            <p className="text-2xl font-bold">{value(n)}</p>
            <p className="text-xs text-muted-foreground">{t(`hub.${key}`)}</p>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={onAddTask}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
        <Link
          to={paths.app.calendar.getHref({ action: 'add' })}
          className={buttonClasses('outline')}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('hub.addEvent')}
        </Link>
        <Button variant="outline" onClick={onShowTasks}>
          <ClipboardList aria-hidden="true" className="size-4" />
          {t('hub.allTasks')}
        </Button>
        <Link to={paths.app.family.getHref()} className={buttonClasses('outline')}>
          <Users aria-hidden="true" className="size-4" />
          {t('goFamily')}
        </Link>
      </div>
    </section>
  );
}
