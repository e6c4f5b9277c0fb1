import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's last resort, for errors no screen handled (including failed lazy loads). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Unhandled routing error', error);
  }, [error]);
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 px-6"
    >
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p
        data-testid="route-error-detail"
        className="rounded-lg bg-muted p-3 font-mono text-sm break-words text-foreground"
      >
        {describe(error)}
      </p>
      <div className="flex gap-3">
        {/* A full page load: the router state itself may be what failed. */}
        <a href={paths.home.getHref()} className={buttonClasses('primary')}>
          {t('actions.goHome')}
        </a>
        <button
          type="button"
          className={buttonClasses('outline')}
          onClick={() => window.location.reload()}
        >
          {t('actions.reloadApp')}
        </button>
      </div>
    </main>
  );
}
