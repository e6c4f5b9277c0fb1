import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { Logo } from '@/components/ui/logo';
import { usePublicConfig } from '@/lib/public-config';
import { anchorHref } from './site-header';
import { InstagramMark, XMark, YoutubeMark } from './social-icons';

/** The year the page was prerendered in; the browser moves it on to the current year. */
const BUILD_YEAR = __BUILD_YEAR__;

const socialLinks = [
  { key: 'x', Mark: XMark },
  { key: 'instagram', Mark: InstagramMark },
  { key: 'youtube', Mark: YoutubeMark },
] as const;

const linkClass = 'rounded text-muted-foreground transition-colors hover:text-foreground';

export function SiteFooter({ onLanding }: { onLanding: boolean }) {
  const { t } = useTranslation('landing');
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  // The configured social links: in the HTML the server sends (see usePublicConfig).
  const { social } = usePublicConfig();
  const shownSocial = socialLinks.filter((link) => social[link.key]);

  return (
    <footer id="site-footer" className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-3 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-3 flex flex-col gap-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
          {shownSocial.length > 0 && (
            // data-social-links and data-social: markers for the server (web-app.ts).
            <div data-social-links="">
              <h2 className="sr-only">{t('footer.social')}</h2>
              <ul className="flex gap-2" data-testid="social-links">
                {shownSocial.map(({ key, Mark }) => (
                  <li key={key} data-social={key}>
                    <a
                      href={social[key]}
                      aria-label={t(`footer.${key}`)}
                      rel="noopener noreferrer me"
                      target="_blank"
                      className="inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
                    >
                      <Mark />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <FooterColumn title={t('footer.product')}>
          <li>
            <a href={anchorHref('features', onLanding)} className={linkClass}>
              {t('footer.features')}
            </a>
          </li>
          <li>
            <a href={anchorHref('pricing', onLanding)} className={linkClass}>
              {t('footer.pricing')}
            </a>
          </li>
          <li>
            <a href={anchorHref('faq', onLanding)} className={linkClass}>
              {t('footer.support')}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          <li>
            <a href={paths.about.getHref()} className={linkClass}>
              {t('footer.about')}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.legal')}>
          <li>
            <a href={paths.privacy.getHref()} className={linkClass}>
              {t('footer.privacy')}
            </a>
          </li>
          <li>
            <a href={paths.terms.getHref()} className={linkClass}>
              {t('footer.terms')}
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-3 text-sm">{children}</ul>
    </div>
  );
}
