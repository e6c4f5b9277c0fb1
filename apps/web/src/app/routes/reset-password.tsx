import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /auth/reset-password?token=…: the page a reset link opens. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-6">
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-1 text-center">
            <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('reset.subtitle')}</p>
          </div>
          <ResetPasswordForm token={params.get('token') ?? ''} />
        </div>
      </div>
    </PublicLayout>
  );
}
