import {
  Bell,
  ChevronLeft,
  Database,
  FlaskConical,
  ChevronRight,
  LogOut,
  MoonStar,
  Palette,
  ShieldCheck,
  Smartphone,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@usra/domain/auth/auth-schema';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DeviceInfoCard, NativeBadge } from '@/components/native/device-info-card';
import { DatabaseTester } from './database-tester';
import { SecurityActivity } from './security-activity';

interface Entry {
  href: string;
  icon: LucideIcon;
  label: string;
  hint: string;
  badge?: string;
}

function EntryList({ title, entries }: { title: string; entries: Entry[] }) {
  const { i18n } = useTranslation();
  const Chevron = i18n.dir() === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-1 text-sm font-semibold text-muted-foreground">{title}</h2>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {entries.map(({ href, icon: Icon, label, hint, badge }) => (
          <li key={href}>
            <Link to={href} className="flex items-center gap-3 p-4 hover:bg-muted">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2 font-medium">
                  {label}
                  {badge ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">
                      {badge}
                    </span>
                  ) : null}
                </span>
                <span className="truncate text-sm text-muted-foreground">{hint}</span>
              </span>
              <Chevron aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SettingsHomeProps {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
}

export function SettingsHome({ user, onSignOut, signingOut }: SettingsHomeProps) {
  const { t } = useTranslation('settings');
  const { t: ts } = useTranslation('shell');
  const account: Entry[] = [
    {
      href: paths.app.settingsProfile.getHref(),
      icon: UserRound,
      label: t('entries.profile'),
      hint: t('entries.profileHint'),
    },
    {
      href: paths.app.settingsSecurity.getHref(),
      icon: ShieldCheck,
      label: t('entries.security'),
      hint: t('entries.securityHint'),
      badge: t('new'),
    },
    {
      href: paths.app.settingsConnectPhone.getHref(),
      icon: Smartphone,
      label: t('entries.connectPhone'),
      hint: t('entries.connectPhoneHint'),
      badge: t('new'),
    },
  ];
  const preferences: Entry[] = [
    {
      href: paths.app.settingsNotifications.getHref(),
      icon: Bell,
      label: t('entries.notifications'),
      hint: t('entries.notificationsHint'),
    },
    {
      href: paths.app.settingsAppearance.getHref(),
      icon: Palette,
      label: t('entries.appearance'),
      hint: t('entries.appearanceHint'),
    },
    {
      href: paths.app.settingsPrayerTimes.getHref(),
      icon: MoonStar,
      label: t('entries.prayerTimes'),
      hint: t('entries.prayerTimesHint'),
    },
  ];
  const system: Entry[] = [
    {
      href: paths.app.settingsData.getHref(),
      icon: Database,
      label: t('entries.data'),
      hint: t('entries.dataHint'),
    },
    {
      href: paths.app.tester.getHref(),
      icon: FlaskConical,
      label: t('entries.tester'),
      hint: t('entries.testerHint'),
    },
  ];
  const admin: Entry[] =
    user.role === 'admin'
      ? [
          {
            href: paths.app.admin.getHref(),
            icon: ShieldCheck,
            label: t('entries.admin'),
            hint: t('entries.adminHint'),
          },
        ]
      : [];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>

      <section
        aria-labelledby="settings-auth-status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-5"
      >
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-accent-foreground"
          >
            {(user.fullName ?? user.email).trim().charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <h2 id="settings-auth-status" className="flex items-center gap-2 text-sm font-semibold">
              {t('authStatus.title')}
              <NativeBadge />
            </h2>
            <p className="truncate text-sm text-muted-foreground" data-testid="settings-email">
              {t('authStatus.signedIn', { email: user.email })}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('authStatus.role', { role: t(`authStatus.roles.${user.role}`) })}
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? (
            <Spinner className="size-4" />
          ) : (
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {ts('signOut.action')}
        </Button>
      </section>

      <DeviceInfoCard />
      <EntryList title={t('groups.account')} entries={account} />
      <EntryList title={t('groups.preferences')} entries={preferences} />
      <EntryList title={t('groups.system')} entries={system} />
      {admin.length > 0 ? <EntryList title={t('groups.admin')} entries={admin} /> : null}
      <SecurityActivity />
      <DatabaseTester />
    </div>
  );
}
