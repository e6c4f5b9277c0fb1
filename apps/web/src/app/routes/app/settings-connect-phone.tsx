import { useTranslation } from 'react-i18next';
import { ConnectPhone } from '@/features/settings/components/connect-phone';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useSession } from '@/lib/session';

export function Component() {
  const { t } = useTranslation('settings');
  const session = useSession();
  return (
    <SettingsPage title={t('connectPhone.title')}>
      <ConnectPhone email={session.data?.user.email ?? ''} origin={window.location.origin} />
    </SettingsPage>
  );
}
