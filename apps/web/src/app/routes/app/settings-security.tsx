import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AppPasswordsCard } from '@/features/settings/components/app-passwords-card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { SecurityActivity } from '@/features/settings/components/security-activity';
import { SignInMethods } from '@/features/settings/components/sign-in-methods';
import { SessionsList } from '@/features/settings/components/sessions-list';
import { SettingsCard, SettingsPage } from '@/features/settings/components/settings-page';
import { TwoFactorCard } from '@/features/settings/components/two-factor-card';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('security.title')}>
      <SettingsCard id="change-password" title={t('security.passwordTitle')}>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard
        id="two-factor"
        title={t('twoFactor.title')}
        description={t('twoFactor.description')}
      >
        <TwoFactorCard />
      </SettingsCard>
      <SettingsCard id="sign-in-methods" title={t('signInMethods.title')}>
        <SignInMethods />
      </SettingsCard>
      <SettingsCard id="active-sessions" title={t('security.sessionsTitle')}>
        <SessionsList />
      </SettingsCard>
      <SettingsCard
        id="app-passwords"
        title={t('appPasswords.title')}
        description={t('appPasswords.description')}
      >
        <AppPasswordsCard />
        <Link
          to={paths.app.settingsConnectPhone.getHref()}
          className="inline-flex min-h-11 w-fit items-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('connectPhone.title')}
        </Link>
      </SettingsCard>
      <SecurityActivity />
    </SettingsPage>
  );
}
