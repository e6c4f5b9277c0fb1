import type { ErrandStop } from '@usra/domain/tasks/errand-plan';
import type { UpdateTaskInput, Task } from '@usra/domain/tasks/task-schema';
import { ArrowRight, House, MapPin, MapPinOff, Route } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDistance, formatNumber, formatTime } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { useErrands } from '../api/get-errands';
import { useUpdateTask } from '../api/save-task';
import { TaskForm } from './task-form';
import { separator } from '@/lib/format';
import { LoadFailed } from '@/components/ui/load-state';

interface ErrandsScreenProps {
  /** The planned day (YYYY-MM-DD); the route keeps it in `?date=`. */
  date: string;
  onDate: (date: string) => void;
}

/** "Plan my errands": a day's tasks in the order of the shortest round trip from home. */
export function ErrandsScreen({ date, onDate }: ErrandsScreenProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const plan = useErrands(date);
  const hasMap = usePublicConfig().map !== null;
  const update = useUpdateTask();
  const [fixing, setFixing] = useState<Task | null>(null);
  const card = 'rounded-xl border border-border bg-card p-4';
  const data = plan.data;
  const distance = (km: number) => formatDistance(km, data?.units ?? 'metric', language);

  const save = async (input: UpdateTaskInput) => {
    if (!fixing) return;
    try {
      await update.mutateAsync({ id: fixing.id, input });
      toast.success(t('toast.updated'));
      setFixing(null);
    } catch (error) {
      toast.error(t('toast.updateFailed'));
      throw error;
    }
  };

  const sourceLabel = (stop: ErrandStop) =>
    stop.source === 'task'
      ? t('errands.source.task')
      : t(`errands.source.${stop.source}`, { name: stop.placeName ?? '' });

  return (
    <div className="flex flex-col gap-5" data-testid="errands-screen">
      <header className="flex flex-col gap-3">
        <Link
          to={paths.app.tasks.getHref()}
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
          {t('errands.back')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              <Route aria-hidden="true" className="size-6 text-primary" />
              {t('errands.title')}
            </h1>
            <p className="text-muted-foreground">{t('errands.subtitle')}</p>
          </div>
          <FormField
            className="w-48"
            label={t('errands.date')}
            type="date"
            required
            value={date}
            onChange={(e) => {
              if (e.target.value) onDate(e.target.value);
            }}
          />
        </div>
      </header>

      {plan.isPending ? (
        <PageSpinner />
      ) : plan.isError ? (
        <LoadFailed
          stacked
          message={t('errands.failed', { detail: getErrorMessage(plan.error) })}
          retryLabel={t('list.tryAgain')}
          onRetry={() => void plan.refetch()}
        />
      ) : (
        <>
          {data!.problem ? (
            <div
              className="flex flex-col items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              role="alert"
              data-testid="errands-problem"
            >
              <p className="flex items-start gap-2">
                <House aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t(`errands.problem.${data!.problem}`)}
              </p>
              <Link
                to={paths.app.settingsProfile.getHref()}
                className={buttonClasses('outline', 'sm')}
              >
                {t('errands.setHome')}
              </Link>
            </div>
          ) : null}

          {data!.home?.cityLevel ? (
            <div
              className="flex flex-col items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              role="status"
              data-testid="errands-home-city-level"
            >
              <p className="flex items-start gap-2">
                <House aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t(hasMap ? 'errands.homeCityLevelPin' : 'errands.homeCityLevel')}
              </p>
              {hasMap ? (
                <Link
                  to={paths.app.settingsProfile.getHref()}
                  className={buttonClasses('outline', 'sm')}
                >
                  {t('errands.setHome')}
                </Link>
              ) : null}
            </div>
          ) : null}

          {data!.stops.some((stop) => stop.cityLevel) ? (
            <p
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              role="status"
              data-testid="errands-city-level"
            >
              {t('errands.cityLevel', {
                countText: formatNumber(
                  data!.stops.filter((stop) => stop.cityLevel).length,
                  language,
                ),
              })}
            </p>
          ) : null}

          {data!.stops.length === 0 && data!.notPlaced.length === 0 ? (
            <p className={`${card} text-center text-muted-foreground`} data-testid="errands-empty">
              {t('errands.empty')}
            </p>
          ) : null}

          {data!.stops.length > 0 ? (
            <section aria-labelledby="errands-route" className="flex flex-col gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="errands-route" className="text-lg font-semibold">
                  {data!.home ? t('errands.route') : t('errands.unordered')}
                </h2>
                {data!.home ? (
                  <p className="font-semibold" data-testid="errands-total">
                    {t('errands.total', {
                      count: data!.stops.length,
                      countText: formatNumber(data!.stops.length, language),
                      distance: distance(data!.totalKm),
                    })}
                  </p>
                ) : null}
              </div>
              <ol className="flex flex-col gap-2" data-testid="errands-stops">
                {data!.home ? (
                  <li className="flex items-center gap-3 text-sm text-muted-foreground">
                    <House aria-hidden="true" className="size-5" />
                    {t('errands.startHome', { address: data!.home.address })}
                  </li>
                ) : null}
                {data!.stops.map((stop, index) => (
                  <li
                    key={stop.task.id}
                    className={`${card} flex items-start gap-3`}
                    data-testid="errand-stop"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                      {formatNumber(index + 1, language)}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{stop.task.title}</p>
                      <p className="flex items-center gap-1 text-sm text-muted-foreground">
                        <MapPin aria-hidden="true" className="size-4 shrink-0" />
                        <span className="truncate">{stop.task.location}</span>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {sourceLabel(stop)}
                        {stop.task.dueDate
                          ? `${separator(language)}${t('errands.dueAt', { time: formatTime(new Date(stop.task.dueDate), language) })}`
                          : ''}
                      </p>
                    </div>
                    {data!.home ? (
                      <span className="shrink-0 text-sm font-medium" data-testid="errand-leg">
                        {t(index === 0 ? 'errands.legFromHome' : 'errands.leg', {
                          distance: distance(stop.legKm),
                        })}
                      </span>
                    ) : null}
                  </li>
                ))}
                {data!.home ? (
                  <li className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
                    <span className="flex items-center gap-3">
                      <House aria-hidden="true" className="size-5" />
                      {t('errands.backHome')}
                    </span>
                    <span className="font-medium" data-testid="errand-return">
                      {distance(data!.returnKm)}
                    </span>
                  </li>
                ) : null}
              </ol>
            </section>
          ) : null}

          {data!.notPlaced.length > 0 ? (
            <section aria-labelledby="errands-not-placed" className="flex flex-col gap-2">
              <h2 id="errands-not-placed" className="flex items-center gap-2 text-lg font-semibold">
                <MapPinOff aria-hidden="true" className="size-5 text-destructive" />
                {t('errands.notPlaced', {
                  countText: formatNumber(data!.notPlaced.length, language),
                })}
              </h2>
              <p className="text-sm text-muted-foreground">{t('errands.notPlacedHelp')}</p>
              <ul className="flex flex-col gap-2" data-testid="errands-not-placed">
                {data!.notPlaced.map((task) => (
                  <li
                    key={task.id}
                    className={`${card} flex flex-wrap items-center justify-between gap-2`}
                  >
                    <div className="min-w-0">
                      <p className="font-semibold">{task.title}</p>
                      <p className="text-sm text-muted-foreground">{task.location}</p>
                    </div>
                    <Button variant="outline" size="sm" onClick={() => setFixing(task)}>
                      <MapPin aria-hidden="true" className="size-4" />
                      {t('errands.setPlace')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}

      <Modal
        open={fixing !== null}
        onOpenChange={(open) => !open && setFixing(null)}
        title={t('form.editTitle')}
        size="lg"
        testId="task-dialog"
      >
        {fixing ? (
          <TaskForm
            key={fixing.id}
            task={fixing}
            pending={update.isPending}
            submitLabel={t('form.save')}
            onSubmit={save}
            onCancel={() => setFixing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
