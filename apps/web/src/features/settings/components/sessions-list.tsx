import { Laptop, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { formatDateTime } from '@/lib/dates';
import { separator } from '@/lib/format';

/** The browser and system of a user agent ("Chrome" on "Windows"), or its start. */
export function describeDevice(
  userAgent: string | null,
): { browser: string; system: string } | { text: string } | null {
  if (!userAgent) return null;
  const browser = /Edg(A|iOS)?\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return { browser, system };
  return { text: browser ?? system ?? userAgent.slice(0, 60) };
}

export function SessionsList() {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <FormAlert>{t('security.loadSessionsFailed')}</FormAlert>;
  const others = sessions.data.filter((s) => !s.current).length;
  const deviceName = (userAgent: string | null) => {
    const device = describeDevice(userAgent);
    if (!device) return t('security.unknownDevice');
    return 'text' in device ? device.text : t('security.device', device);
  };

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border" data-testid="sessions-list">
        {sessions.data.map((session) => {
          const Icon = /Mobile|Android|iPhone/.test(session.userAgent ?? '') ? Smartphone : Laptop;
          return (
            <li key={session.id} className="flex items-start gap-3 py-3 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span data-testid="session-device">{deviceName(session.userAgent)}</span>
                  {session.current ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">
                      {t('security.thisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('security.lastActive', {
                    time: formatDateTime(session.lastActiveAt, language, 'medium'),
                  })}
                  {session.ipAddress ? (
                    <>
                      {separator(language)}
                      <span dir="ltr">{session.ipAddress}</span>
                    </>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('security.signedInAt', {
                    time: formatDateTime(session.createdAt, language, 'medium'),
                  })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {others === 0 ? (
        <p className="text-sm text-muted-foreground">{t('security.noOtherSessions')}</p>
      ) : (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: (count) =>
                  toast.success(
                    t('security.revoked', { countText: formatNumber(count, language) }),
                  ),
                onError: () => toast.error(t('security.revokeFailed')),
              })
            }
          >
            {revoke.isPending ? <Spinner className="size-4" /> : null}
            {t('security.revokeAll')}
          </Button>
        </div>
      )}
    </div>
  );
}
