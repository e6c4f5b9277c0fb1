import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="max-w-md text-muted-foreground">{t('notFound.description')}</p>
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          {t('actions.goHome')}
        </Link>
      </section>
    </PublicLayout>
  );
}
