import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';

const REDIRECT_AFTER_MS = 3000;

/** Non-admins see why, then go to the dashboard (spec core: Admin portal). */
export function AccessDenied() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const toDashboard = () => void navigate(paths.app.dashboard.getHref(), { replace: true });
  useEffect(() => {
    const id = window.setTimeout(
      () => void navigate(paths.app.dashboard.getHref(), { replace: true }),
      REDIRECT_AFTER_MS,
    );
    return () => window.clearTimeout(id);
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{t('denied.title')}</h1>
      <p role="status" className="text-muted-foreground">
        {t('denied.body')}
      </p>
      <Button onClick={toDashboard}>{t('denied.action')}</Button>
    </section>
  );
}
