import { Activity, Boxes, Car, ListChecks, type LucideIcon, House, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@usra/domain/admin/admin-schema';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { separator } from '@/lib/format';

const cards: { key: keyof AdminStats & `${string}`; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'stats.totalUsers', icon: Users },
  { key: 'totalFamilies', label: 'stats.totalFamilies', icon: House },
  { key: 'activeUsers7d', label: 'stats.activeUsers7d', icon: Activity },
  { key: 'totalTasks', label: 'stats.totalTasks', icon: ListChecks },
  { key: 'totalAssets', label: 'stats.totalAssets', icon: Boxes },
  { key: 'totalVehicles', label: 'stats.totalVehicles', icon: Car },
];

export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const show = (value: number | undefined) =>
    value === undefined ? '…' : formatNumber(value, language);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        {cards.map(({ key, label, icon: Icon }) => (
          <li
            key={key}
            className="rounded-xl border border-border bg-card p-4"
            data-testid={`stat-${key}`}
          >
            <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(label as 'stats.totalUsers')}
            </p>
            <p className="mt-2 text-2xl font-bold">{show(stats?.[key] as number | undefined)}</p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="admin-windows"
        className="rounded-xl border border-border bg-card p-4"
      >
        <h2 id="admin-windows" className="text-sm font-semibold">
          {t('stats.windowsTitle')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {(
            [
              ['stats.activeUsers', 'stats.last24h', stats?.activeUsers24h],
              ['stats.activeUsers', 'stats.last7d', stats?.activeUsers7d],
              ['stats.newUsers', 'stats.last24h', stats?.newUsers24h],
              ['stats.newUsers', 'stats.last7d', stats?.newUsers7d],
            ] as const
          ).map(([what, window, value]) => (
            <div key={`${what}-${window}`} className="rounded-lg bg-muted p-3">
              <dt className="text-muted-foreground">
                {t(what)}
                {separator(language)}
                {t(window)}
              </dt>
              <dd className="mt-1 text-lg font-semibold">{show(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
