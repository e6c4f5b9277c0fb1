import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { SiteLayout } from './site-layout';
import { usePageTitle } from './use-page-title';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** About, privacy and terms: real pages, prerendered like `/`. */
export function LegalPage({ page }: { page: 'about' | 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${page}.sections`, { returnObjects: true }) as unknown as LegalSection[];
  usePageTitle(t(`${page}.title`));
  useEffect(() => window.scrollTo(0, 0), [page]);
  return (
    <SiteLayout onLanding={false}>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="mb-4 text-4xl font-bold tracking-tight">{t(`${page}.title`)}</h1>
        <p className="mb-10 text-lg text-muted-foreground">{t(`${page}.intro`)}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mb-8">
            <h2 className="mb-3 text-2xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <a
          href={paths.home.getHref()}
          className="font-medium text-primary underline underline-offset-4"
        >
          {t('backHome')}
        </a>
      </article>
    </SiteLayout>
  );
}
