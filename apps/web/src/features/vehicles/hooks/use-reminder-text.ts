import type {
  Reminder,
  ReminderStatus,
  ReminderUrgency,
} from '@usra/domain/vehicles/reminder-schema';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/appearance';
import { formatCalendarDate, formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatDays, formatDistanceInUnits, formatOdometer } from '../format';
import { odometerInUnits } from '../units';

/** A badge's colours by urgency. */
export const urgencyTone: Record<ReminderUrgency, string> = {
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  due_soon: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  upcoming: 'bg-muted text-foreground',
};

/**
 * Parts joined by " · ", each isolated (FSI … PDI): a date and a distance side by side would
 * otherwise have their numbers reordered together in right-to-left text.
 */
function isolateEach(parts: string[]): string {
  return parts.map((part) => `\u2068${part}\u2069`).join(' · ');
}

/** Days count as much as this many km when choosing the nearer of the two (as the server sorts). */
const KM_PER_DAY_EQUIVALENT = 50;

/**
 * When a reminder falls due, in words and in the family's units: "in 800 km", "in 12 days",
 * "Overdue by 3 days"; `both` names the date and the distance ("in 9,200 km or 300 days").
 */
export function useReminderText() {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { units } = useAppearance();
  const distance = (km: number) =>
    formatDistanceInUnits(Math.abs(odometerInUnits(km, units)), units, language);
  const days = (count: number) => formatDays(Math.abs(count), language);

  const due = ({ daysLeft, kmLeft, urgency }: ReminderStatus, both = false): string => {
    if (urgency === 'overdue') {
      if (kmLeft !== null && kmLeft < 0)
        return t('reminders.overdueBy', { when: distance(kmLeft) });
      if (daysLeft !== null && daysLeft < 0)
        return t('reminders.overdueBy', { when: days(daysLeft) });
      return t('reminders.dueNow');
    }
    if (daysLeft === 0) return t('reminders.dueToday');
    if (kmLeft !== null && daysLeft !== null) {
      if (both)
        return t('reminders.inEither', { distance: distance(kmLeft), days: days(daysLeft) });
      return t('reminders.in', {
        when: kmLeft / KM_PER_DAY_EQUIVALENT < daysLeft ? distance(kmLeft) : days(daysLeft),
      });
    }
    if (kmLeft !== null) return t('reminders.in', { when: distance(kmLeft) });
    if (daysLeft !== null) return t('reminders.in', { when: days(daysLeft) });
    return t('reminders.noDue');
  };

  /** How the reminder repeats or when it is set for: "Every 10,000 km or 12 months". */
  const schedule = (reminder: Reminder): string => {
    const every = [
      reminder.intervalKm ? distance(reminder.intervalKm) : null,
      reminder.intervalMonths
        ? t('reminders.months', {
            count: reminder.intervalMonths,
            countText: formatNumber(reminder.intervalMonths, language),
          })
        : null,
    ].filter((part): part is string => part !== null);
    if (every.length === 2)
      return t('reminders.everyEither', { first: every[0], second: every[1] });
    if (every.length === 1) return t('reminders.every', { interval: every[0] });
    const at = [
      reminder.dueDate ? formatCalendarDate(reminder.dueDate, language) : null,
      reminder.dueOdometer !== null ? formatOdometer(reminder.dueOdometer, units, language) : null,
    ].filter((part): part is string => part !== null);
    return t('reminders.once', { when: isolateEach(at) });
  };

  /** The next due point: "Nov 3, 2027 · 22,000 km". */
  const next = ({ nextDueDate, nextDueOdometer }: ReminderStatus): string =>
    isolateEach(
      [
        nextDueDate ? formatCalendarDate(nextDueDate, language) : null,
        nextDueOdometer !== null ? formatOdometer(nextDueOdometer, units, language) : null,
      ].filter((part): part is string => part !== null),
    );

  return { due, schedule, next };
}
