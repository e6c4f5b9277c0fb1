import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { buttonClasses } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { useSession } from '@/features/auth/api/get-session';
import { paths } from '../paths';

// The full landing page is a later issue; this one names the product and leads to /auth.
export function Component() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation('common');
  const session = useSession();

  if (session.data) return <Navigate to={paths.app.root.getHref()} replace />;

  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center gap-6 py-12 text-center">
        <LogoMark className="size-20" />
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{tc('appName')}</h1>
        <p className="text-lg text-balance text-muted-foreground sm:text-xl">{t('pitch')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.auth.getHref()} state={{ tab: 'sign-up' }} className={buttonClasses('primary', 'lg')}>
            {t('getStarted')}
          </Link>
          <Link to={paths.auth.getHref()} state={{ tab: 'sign-in' }} className={buttonClasses('outline', 'lg')}>
            {t('signIn')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
