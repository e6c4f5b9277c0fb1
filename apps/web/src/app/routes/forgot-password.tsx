import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /auth/forgot-password: ask for a reset link. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-6">
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-1 text-center">
            <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('forgot.subtitle')}</p>
          </div>
          <ForgotPasswordForm />
        </div>
      </div>
    </PublicLayout>
  );
}
