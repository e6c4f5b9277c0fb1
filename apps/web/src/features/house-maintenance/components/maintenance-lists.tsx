import {
  HISTORY_PAGE_SIZE,
  type MaintenanceHistoryEntry,
  type MaintenanceItem,
  type MaintenanceSchedule,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { canComplete } from '@usra/domain/house-maintenance/maintenance-rules';
import {
  CalendarClock,
  CheckCircle2,
  ClipboardPlus,
  MapPin,
  Pencil,
  Play,
  RotateCcw,
  Trash2,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceTask } from '@/components/ui/source-task';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useMaintenanceHistory } from '../api/get-history';
import { formatMinutes, formatMoney } from '../format';
import type { MaintenanceActions } from '../hooks/use-maintenance-actions';
import { Badge, card } from '@/components/ui/badge';
import { conditionTone, priorityTone } from './tones';

function useLanguage() {
  const { i18n } = useTranslation('house');
  return currentLanguage(i18n.resolvedLanguage);
}

/** The Items tab: a card per item with its condition, priority, dates and actions. */
export function ItemList({
  items,
  actions,
}: {
  items: MaintenanceItem[];
  actions: MaintenanceActions;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="item-list">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} actions={actions} />
      ))}
    </ul>
  );
}

function ItemCard({ item, actions }: { item: MaintenanceItem; actions: MaintenanceActions }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const { currency } = useAppearance();
  const date = (value: string) => formatCalendarDate(value, language);
  return (
    <li className={`${card} flex flex-col gap-2`} data-testid="item-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{item.name}</h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{item.location}</span>
          </p>
        </div>
        <Badge tone={conditionTone[item.status]} testId="item-condition">
          {t(`condition.${item.status}`)}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge>{t(`category.${item.category}`)}</Badge>
        <Badge tone={priorityTone[item.priority]}>{t(`priority.${item.priority}`)}</Badge>
        <Badge>
          {t('item.frequency', {
            count: item.maintenanceFrequencyMonths,
            countText: formatNumber(item.maintenanceFrequencyMonths, language),
          })}
        </Badge>
      </div>
      {item.description ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {item.description}
        </p>
      ) : null}
      <dl className="flex flex-col gap-0.5 text-sm">
        <dd data-testid="item-next">
          {item.nextMaintenanceDate
            ? t('item.next', { date: date(item.nextMaintenanceDate) })
            : null}
        </dd>
        <dd className="text-muted-foreground" data-testid="item-last">
          {item.lastMaintenanceDate
            ? t('item.last', { date: date(item.lastMaintenanceDate) })
            : t('item.never')}
        </dd>
        {item.installationDate ? (
          <dd className="text-muted-foreground">
            {t('item.installed', { date: date(item.installationDate) })}
          </dd>
        ) : null}
        {item.estimatedCost !== null ? (
          <dd className="text-muted-foreground" data-testid="item-cost">
            {t('item.estimatedCost', {
              amount: formatMoney(item.estimatedCost, currency, language),
            })}
          </dd>
        ) : null}
        {item.estimatedDuration !== null ? (
          <dd className="text-muted-foreground">
            {t('item.estimatedDuration', {
              duration: formatMinutes(item.estimatedDuration, language),
            })}
          </dd>
        ) : null}
      </dl>
      {item.nextMaintenanceDate ? (
        <SourceTask
          sourceType="maintenance_item"
          sourceId={item.id}
          title={item.name}
          due={item.nextMaintenanceDate}
          location={item.location}
          category="maintenance"
        />
      ) : null}
      <div
        className="mt-auto flex flex-wrap gap-1 border-t border-border pt-2"
        role="group"
        aria-label={t('item.actionsFor', { name: item.name })}
      >
        <Button variant="ghost" size="sm" onClick={() => actions.setEditing(item)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('item.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.setHistoryFor({ itemId: item.id })}
        >
          <ClipboardPlus aria-hidden="true" className="size-4" />
          {t('item.addHistory')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ms-auto text-destructive"
          onClick={() => actions.setDeleting(item)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('item.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Open schedules, soonest first: Overdue badge; start, cancel, reschedule; Complete if scheduled. */
export function ScheduleList({
  schedules,
  actions,
  compact = false,
  testId = 'schedule-list',
}: {
  schedules: MaintenanceSchedule[];
  actions: MaintenanceActions;
  compact?: boolean;
  testId?: string;
}) {
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {schedules.map((schedule) => (
        <ScheduleRow key={schedule.id} schedule={schedule} actions={actions} compact={compact} />
      ))}
    </ul>
  );
}

function ScheduleRow({
  schedule,
  actions,
  compact,
}: {
  schedule: MaintenanceSchedule;
  actions: MaintenanceActions;
  compact: boolean;
}) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const busy = actions.scheduleChanging === schedule.id;
  const change = (status: 'scheduled' | 'in_progress' | 'cancelled') => {
    actions.updateSchedule(schedule, { status }).catch(() => undefined);
  };
  return (
    <li
      className={`${card} flex flex-col gap-2 ${schedule.overdue ? 'border-destructive/50' : ''}`}
      data-testid="schedule-row"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 font-medium break-words">{schedule.itemName}</span>
        {schedule.overdue ? (
          <Badge tone="danger" testId="overdue-badge">
            {t('schedule.overdue')}
          </Badge>
        ) : null}
        {schedule.status !== 'scheduled' ? (
          <Badge tone="info">{t(`status.${schedule.status}`)}</Badge>
        ) : null}
      </div>
      <p
        className={`flex items-center gap-1 text-sm ${schedule.overdue ? 'text-destructive' : 'text-muted-foreground'}`}
      >
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('schedule.due', { date: formatCalendarDate(schedule.scheduledDate, language) })}
      </p>
      <div className="flex flex-wrap gap-1">
        {canComplete(schedule) ? (
          <Button size="sm" onClick={() => actions.setCompleting(schedule)}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('schedule.complete')}
          </Button>
        ) : null}
        {compact ? null : (
          <>
            {schedule.status === 'scheduled' ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => change('in_progress')}
              >
                <Play aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('schedule.start')}
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => change('scheduled')}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('schedule.reopen')}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => actions.setRescheduling(schedule)}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              {t('schedule.reschedule')}
            </Button>
            {schedule.status !== 'cancelled' ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                disabled={busy}
                onClick={() => change('cancelled')}
              >
                <XCircle aria-hidden="true" className="size-4" />
                {t('schedule.cancel')}
              </Button>
            ) : null}
          </>
        )}
        {busy ? <Spinner className="size-4 self-center" /> : null}
      </div>
    </li>
  );
}

/** One history row: what was done, when, by whom, for how much. */
export function HistoryRow({ entry }: { entry: MaintenanceHistoryEntry }) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const { currency } = useAppearance();
  return (
    <li
      className="flex flex-col gap-1 border-b border-border py-2 last:border-b-0"
      data-testid="history-row"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={entry.actionType === 'maintenance_completed' ? 'success' : 'info'}>
          {t(`actionType.${entry.actionType}`)}
        </Badge>
        <span className="min-w-0 flex-1 font-medium break-words">{entry.itemName}</span>
        <span className="text-sm text-muted-foreground">
          {formatCalendarDate(entry.actionDate, language)}
        </span>
      </div>
      {entry.description ? (
        <p className="text-sm break-words whitespace-pre-line">{entry.description}</p>
      ) : null}
      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        {entry.performedBy ? <span>{t('history.by', { name: entry.performedBy })}</span> : null}
        {entry.cost !== null ? (
          <span data-testid="history-cost">{formatMoney(entry.cost, currency, language)}</span>
        ) : null}
      </p>
      {entry.notes ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {entry.notes}
        </p>
      ) : null}
    </li>
  );
}

/** The History tab: newest first, 50 a page, with Newer / Older beyond the first page. */
export function HistoryTab({
  actions,
  hasItems,
}: {
  actions: MaintenanceActions;
  hasItems: boolean;
}) {
  const { t } = useTranslation('house');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = useMaintenanceHistory(page);
  const data = history.data;
  const pages = data
    ? Math.max(1, Math.ceil(data.total / (data.pageSize || HISTORY_PAGE_SIZE)))
    : 1;
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="history-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-title" className="font-semibold">
          {t('mobile.history')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasItems}
          onClick={() => actions.setHistoryFor({ itemId: null })}
        >
          <ClipboardPlus aria-hidden="true" className="size-4" />
          {t('history.add')}
        </Button>
      </div>
      {history.isError ? (
        <p role="alert" className="text-destructive">
          {t('loadFailed')}
        </p>
      ) : !data ? (
        <Spinner className="size-6 self-center text-primary" />
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="flex flex-col" data-testid="history-list">
          {data.entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t('mobile.history')}>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('history.newer')}
          </Button>
          <span className="text-sm text-muted-foreground" data-testid="history-page">
            {t('history.page', {
              page: formatNumber(page, language),
              pages: formatNumber(pages, language),
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('history.older')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
