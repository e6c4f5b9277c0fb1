import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { useSecurityLog } from '../api/get-security-log';
import { formatDateTime } from '@/lib/dates';

/** The 10 newest security events; refetched live when the server writes a new one. */
export function SecurityActivity() {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  const log = useSecurityLog();
  return (
    <section
      aria-labelledby="security-activity"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="security-activity" className="font-semibold">
        {t('security.activityTitle')}
      </h2>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <FormAlert>{t('security.activityFailed')}</FormAlert>
      ) : log.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('security.activityEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="security-activity">
          {log.data.map((event) => {
            const key = `settings:security.events.${event.eventType}`;
            return (
              <li
                key={event.id}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <span className="font-medium">
                  {i18n.exists(key) ? t(key as 'security.events.login') : event.eventType}
                </span>
                <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
                  {formatDateTime(event.createdAt, language, 'medium')}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
