import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** A settings sub-screen: a way back to the settings list, the title, then the content. */
export function SettingsPage({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('settings');
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Link
        to={paths.app.settings.getHref()}
        className="flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <BackIcon aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

export function SettingsCard({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5"
    >
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
