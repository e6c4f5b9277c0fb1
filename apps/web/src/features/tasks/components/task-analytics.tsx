import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDayMonth } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useTaskAnalytics } from '../api/get-task-analytics';

/** Charts of completion over time, by member and by category (they replace the spec's placeholder). Loaded lazily. */
export default function TaskAnalytics() {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const analytics = useTaskAnalytics();
  if (analytics.isPending) return <PageSpinner />;
  if (analytics.isError)
    return (
      <p className="text-destructive">{t('list.failed', { detail: analytics.error.message })}</p>
    );
  const { completedByDay, byMember, byCategory } = analytics.data;
  if (byCategory.length === 0)
    return <p className="text-muted-foreground">{t('analytics.empty')}</p>;
  const rtl = language === 'ar';
  // The axes' counts in the reader's digits, like every other number.
  const count = (value: number) => formatNumber(value, language);
  const days = completedByDay.map((d) => ({
    ...d,
    label: formatDayMonth(new Date(`${d.date}T12:00:00Z`), language),
  }));
  const members = byMember.map((m) => ({
    name: m.assigneeName ?? t('analytics.nobody'),
    total: m.total,
    completed: m.completed,
  }));
  const categories = byCategory.map((c) => ({
    name: t(`category.${c.category}`),
    total: c.total,
    completed: c.completed,
  }));
  const card = 'rounded-xl border border-border bg-card p-4';
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="task-analytics">
      <section className={`${card} lg:col-span-2`}>
        <h3 className="mb-3 font-semibold">{t('analytics.overTime')}</h3>
        <div className="h-64" dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" reversed={rtl} fontSize={12} />
              <YAxis
                allowDecimals={false}
                orientation={rtl ? 'right' : 'left'}
                fontSize={12}
                tickFormatter={count}
              />
              <Tooltip formatter={(value) => (typeof value === 'number' ? count(value) : value)} />
              <Legend />
              <Line
                type="monotone"
                dataKey="completed"
                name={t('analytics.completed')}
                stroke="#059669"
                strokeWidth={2}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="created"
                name={t('analytics.created')}
                stroke="#2563eb"
                strokeWidth={2}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </section>
      {[
        { title: t('analytics.byMember'), data: members },
        { title: t('analytics.byCategory'), data: categories },
      ].map((chart) => (
        <section key={chart.title} className={card}>
          <h3 className="mb-3 font-semibold">{chart.title}</h3>
          <div className="h-64" dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chart.data}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" reversed={rtl} fontSize={12} />
                <YAxis
                  allowDecimals={false}
                  orientation={rtl ? 'right' : 'left'}
                  fontSize={12}
                  tickFormatter={count}
                />
                <Tooltip
                  formatter={(value) => (typeof value === 'number' ? count(value) : value)}
                />
                <Legend />
                <Bar
                  dataKey="total"
                  name={t('analytics.total')}
                  fill="#94a3b8"
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="completed"
                  name={t('analytics.completed')}
                  fill="#059669"
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </section>
      ))}
    </div>
  );
}
