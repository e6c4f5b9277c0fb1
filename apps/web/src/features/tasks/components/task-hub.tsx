import { memberInitials } from '@usra/domain/family/member-schema';
import {
  ArrowRight,
  CalendarDays,
  CalendarPlus,
  Car,
  ClipboardList,
  FileText,
  Plus,
  Route,
  Users,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { formatNumber, todayLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useAssignees } from '../api/get-assignees';
import { useHubCounts } from '../api/get-hub-counts';
import { useTaskAnalytics } from '../api/get-task-analytics';

/** The mobile task hub's sub-views (spec core section 2); calendar opens /app/calendar. */
export const hubViews = ['overview', 'tasks', 'calendar', 'family'] as const;
export type HubView = (typeof hubViews)[number];

export function isHubView(value: string | null): value is HubView {
  return hubViews.includes(value as HubView);
}

/** Open (not completed) tasks per member id, from the analytics counts. */
function useOpenTasksByMember(): Map<string | null, number> {
  const analytics = useTaskAnalytics();
  return new Map(
    (analytics.data?.byMember ?? []).map((m) => [m.assigneeMemberId, m.total - m.completed]),
  );
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
    >
      {memberInitials(name)}
    </span>
  );
}

/** The overview: three counters, quick actions and a family overview card. */
export function TaskHubOverview({
  onAddTask,
  onView,
}: {
  onAddTask: () => void;
  onView: (view: HubView) => void;
}) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const counts = useHubCounts();
  const members = useAssignees();
  const open = useOpenTasksByMember();
  const value = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n, language));
  const openText = (count: number) =>
    t('hubViews.openTasks', { count, countText: formatNumber(count, language) });
  const card = 'rounded-xl border border-border bg-card p-4';
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
          <div
            key={key}
            className="rounded-xl border border-border bg-card p-3 text-center"
            data-testid={`hub-count-${key}`}
          >
            <p className="text-2xl font-bold">{value(n)}</p>
            <p className="text-xs text-muted-foreground">{t(`hub.${key}`)}</p>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2" data-testid="hub-actions">
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
        <Button variant="outline" onClick={() => onView('tasks')}>
          <ClipboardList aria-hidden="true" className="size-4" />
          {t('hub.allTasks')}
        </Button>
        <Button variant="outline" onClick={() => onView('family')}>
          <Users aria-hidden="true" className="size-4" />
          {t('goFamily')}
        </Button>
        <Button variant="outline" onClick={() => onView('calendar')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('hubViews.calendar')}
        </Button>
        <Link to={paths.app.errands.getHref(todayLocalDate())} className={buttonClasses('outline')}>
          <Route aria-hidden="true" className="size-4" />
          {t('errands.open')}
        </Link>
        <Link
          to={paths.app.vehicles.getHref({ action: 'add' })}
          className={buttonClasses('outline')}
        >
          <Car aria-hidden="true" className="size-4" />
          {t('hub.addVehicle')}
        </Link>
        <Link to={paths.app.houseMaintenance.getHref()} className={buttonClasses('outline')}>
          <Wrench aria-hidden="true" className="size-4" />
          {t('hub.houseMaintenance')}
        </Link>
        <Link to={paths.app.documents.getHref()} className={buttonClasses('outline')}>
          <FileText aria-hidden="true" className="size-4" />
          {t('hub.documents')}
        </Link>
      </div>
      <section
        className={`${card} flex flex-col gap-3`}
        aria-labelledby="hub-family-title"
        data-testid="hub-family-card"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="hub-family-title" className="font-semibold">
            {t('hubViews.familyOverview')}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => onView('family')}>
            {t('hubViews.viewFamily')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Button>
        </div>
        {members.data && members.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hubViews.noMembers')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {(members.data ?? []).slice(0, 4).map((member) => (
              <li key={member.id} className="flex items-center gap-3">
                <Avatar name={member.name} />
                <span className="flex-1 truncate font-medium">{member.name}</span>
                <span className="text-sm text-muted-foreground">
                  {openText(open.get(member.id) ?? 0)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** A sub-view's top: a back button to the overview and the title. */
export function HubSubView({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('tasks');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2" data-testid="hub-subview-header">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('hubViews.back')}>
          <ArrowRight aria-hidden="true" className="size-5 ltr:rotate-180" />
        </Button>
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** The family sub-view: each member with their open tasks; a tap shows that member's tasks. */
export function TaskHubFamily({ onMemberTasks }: { onMemberTasks: (memberId: string) => void }) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const members = useAssignees();
  const open = useOpenTasksByMember();
  const openText = (count: number) =>
    t('hubViews.openTasks', { count, countText: formatNumber(count, language) });
  if (members.isPending) return <PageSpinner />;
  const list = members.data ?? [];
  return (
    <div className="flex flex-col gap-3" data-testid="hub-family">
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center">
          <p className="text-muted-foreground">{t('hubViews.noMembers')}</p>
          <Link to={paths.app.family.getHref({ action: 'add' })} className={buttonClasses()}>
            {t('hubViews.addMembers')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                onClick={() => onMemberTasks(member.id)}
                className="flex w-full items-center gap-3 rounded-xl border border-border bg-card p-3 text-start hover:bg-muted"
              >
                <Avatar name={member.name} />
                <span className="flex-1 truncate font-medium">{member.name}</span>
                <span className="text-sm text-muted-foreground">
                  {openText(open.get(member.id) ?? 0)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Link to={paths.app.family.getHref()} className={buttonClasses('outline')}>
          <Users aria-hidden="true" className="size-4" />
          {t('hubViews.manageFamily')}
        </Link>
        <Link to={paths.app.calendar.getHref()} className={buttonClasses('outline')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('hubViews.openCalendar')}
        </Link>
      </div>
    </div>
  );
}
