import { Copy, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { SettingsCard } from './settings-page';

interface ConnectPhoneProps {
  /** The account's e-mail: the user name the phone asks for. */
  email: string;
  /** Where the app is served from (the CalDAV address is under it). */
  origin: string;
}

/**
 * "Connect your phone": the phone's own Calendar and Reminders apps reach the family calendar
 * and tasks over CalDAV, with the account's e-mail and an app password. Phones connect only
 * over HTTPS, so the page says whether this address is one.
 */
export function ConnectPhone({ email, origin }: ConnectPhoneProps) {
  const { t } = useTranslation('settings');
  const davUrl = `${origin.replace(/\/$/, '')}/dav/`;
  const secure = origin.startsWith('https://');
  const copy = (value: string) =>
    void navigator.clipboard?.writeText(value).then(() => toast.success(t('connectPhone.copied')));
  return (
    <div className="flex flex-col gap-4" data-testid="connect-phone">
      <p className="text-muted-foreground">{t('connectPhone.intro')}</p>
      <p
        role="note"
        className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${secure ? 'border-border' : 'border-destructive text-destructive'}`}
        data-testid="https-note"
      >
        {secure ? (
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {secure ? t('connectPhone.https') : t('connectPhone.notHttps')}
      </p>
      <SettingsCard id="connect-details" title={t('connectPhone.detailsTitle')}>
        <dl className="flex flex-col gap-3">
          <Detail label={t('connectPhone.server')} value={davUrl} onCopy={copy} testId="dav-url" />
          <Detail
            label={t('connectPhone.userName')}
            value={email}
            onCopy={copy}
            testId="dav-user"
          />
          <div>
            <dt className="text-sm font-medium">{t('connectPhone.password')}</dt>
            <dd className="mt-1 flex flex-col gap-2 text-sm text-muted-foreground">
              <span>{t('connectPhone.passwordBody')}</span>
              <Link
                to={`${paths.app.settingsSecurity.getHref()}#app-passwords`}
                className={`${buttonClasses('outline')} w-fit`}
              >
                {t('connectPhone.createAppPassword')}
              </Link>
            </dd>
          </div>
        </dl>
      </SettingsCard>
      <SettingsCard id="connect-apple" title={t('connectPhone.appleTitle')}>
        <Steps steps={t('connectPhone.appleSteps', { returnObjects: true }) as string[]} />
        <p className="text-sm text-muted-foreground">{t('connectPhone.macSteps')}</p>
      </SettingsCard>
      <SettingsCard id="connect-android" title={t('connectPhone.androidTitle')}>
        <Steps steps={t('connectPhone.androidSteps', { returnObjects: true }) as string[]} />
      </SettingsCard>
      <SettingsCard id="connect-read-only" title={t('connectPhone.readOnlyTitle')}>
        <p className="text-sm text-muted-foreground">{t('connectPhone.readOnlyBody')}</p>
        <Link to={paths.app.calendar.getHref()} className={`${buttonClasses('outline')} w-fit`}>
          {t('connectPhone.openCalendar')}
        </Link>
      </SettingsCard>
    </div>
  );
}

function Detail({
  label,
  value,
  onCopy,
  testId,
}: {
  label: string;
  value: string;
  onCopy: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <div>
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="mt-1 flex items-center gap-2">
        <code
          dir="ltr"
          className="min-w-0 flex-1 rounded-lg bg-muted px-2 py-2 text-start text-sm break-all"
          data-testid={testId}
        >
          {value}
        </code>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t('connectPhone.copy')}: ${label}`}
          onClick={() => onCopy(value)}
        >
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </dd>
    </div>
  );
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="flex list-inside list-decimal flex-col gap-1 text-sm rtl:[list-style-type:arabic-indic]">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
