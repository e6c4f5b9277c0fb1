import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ActivityDay } from '@usra/domain/admin/admin-schema';
import { formatNumber } from '@/lib/dates';
import type { Language } from '@/lib/i18n';
import { formatShortDay } from './format';

/**
 * Sign-ins and actions per day as bars (Recharts, loaded only with the admin's Analytics tab).
 * The picture is hidden from screen readers; the table beside it carries the same numbers.
 */
export default function ActivityChart({
  days,
  language,
}: {
  days: ActivityDay[];
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const rtl = language === 'ar';
  const data = days.map((day) => ({ ...day, label: formatShortDay(day.date, language) }));
  const number = (value: unknown) => formatNumber(Number(value), language);
  return (
    <div className="h-64" dir="ltr" aria-hidden="true" data-testid="activity-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} fontSize={11} interval="preserveStartEnd" />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            fontSize={11}
            width={32}
            tickFormatter={number}
          />
          <Tooltip formatter={number} />
          <Legend />
          <Bar
            dataKey="signIns"
            name={t('analytics.signIns')}
            fill="var(--color-primary)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="actions"
            name={t('analytics.actions')}
            fill="#f59e0b"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
