import { CalendarDays, House, Moon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHijriDates } from '@/lib/appearance';
import { formatGregorianDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { dayPeriod } from '../greeting';

interface DashboardOverviewProps {
  fullName: string | null;
  familyName: string;
  role: 'admin' | 'user';
}

/** Re-renders when the minute turns, so the greeting and date follow the clock. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function DashboardOverview({ fullName, familyName, role }: DashboardOverviewProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n.resolvedLanguage);
  const now = useNow();
  const hijri = useHijriDates(language);
  const greeting = t(`greeting.${dayPeriod(now)}`);
  const name = fullName?.trim();

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-greeting" className="flex flex-col gap-2">
        <h1 id="dashboard-greeting" className="text-2xl font-bold text-foreground md:text-3xl">
          {name ? t('greeting.withName', { greeting, name }) : greeting}
        </h1>
        <p className="text-muted-foreground">{t('welcome')}</p>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section
          aria-labelledby="dashboard-today"
          className="rounded-xl border border-border bg-card p-5"
        >
          <h2
            id="dashboard-today"
            className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('today')}
          </h2>
          <p className="mt-2 text-lg font-semibold text-foreground">
            <time dateTime={now.toISOString().slice(0, 10)}>
              {formatGregorianDate(now, language)}
            </time>
          </p>
          {hijri.on ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
              <Moon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('hijriDate')}: </span>
              <span data-testid="hijri-date">{hijri.date(now)}</span>
            </p>
          ) : null}
        </section>

        <section
          aria-labelledby="dashboard-family"
          className="rounded-xl border border-border bg-card p-5"
        >
          <h2
            id="dashboard-family"
            className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
          >
            <House aria-hidden="true" className="size-4" />
            {t('family.title')}
          </h2>
          <p className="mt-2 text-lg font-semibold text-foreground" data-testid="family-name">
            {familyName}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t(`family.role.${role}`)}</p>
        </section>
      </div>
    </div>
  );
}
