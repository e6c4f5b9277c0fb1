import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';

/** /auth/confirm-email?token=…: the page a confirmation link opens. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-6">
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-center text-2xl font-bold">{t('confirm.title')}</h1>
          <ConfirmEmail token={params.get('token') ?? ''} />
        </div>
      </div>
    </PublicLayout>
  );
}
