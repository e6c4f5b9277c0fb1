import { useTranslation } from 'react-i18next';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('profile.title')}>
      <section className="rounded-xl border border-border bg-card p-5">
        <ProfileForm />
      </section>
    </SettingsPage>
  );
}
