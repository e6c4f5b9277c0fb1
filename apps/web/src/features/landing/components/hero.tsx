import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { HeroArt } from './illustrations';

export function Hero() {
  const { t, i18n } = useTranslation('landing');
  const language = currentLanguage(i18n.resolvedLanguage);
  // The spec's figures, in the reader's digits («+١٬٠٠٠», «<٢٪»).
  const stats = [
    { value: `${formatNumber(1000, language)}+`, label: t('hero.statFamilies') },
    { value: `<${formatPercent(2, language)}`, label: t('hero.statBattery') },
    { value: `${formatNumber(50, language)}+`, label: t('hero.statDevices') },
  ];
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-accent to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-primary/30 bg-card px-3 py-1 text-sm font-medium text-accent-foreground">
            {t('hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="text-lg text-muted-foreground sm:text-xl">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <a href="#cta-section" className={buttonClasses('primary', 'lg')}>
              {t('hero.primary')}
            </a>
            <a href="#cta-section" className={buttonClasses('outline', 'lg')}>
              {t('hero.secondary')}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{t('hero.note')}</p>
          <dl className="grid w-full grid-cols-3 gap-4 border-t border-border pt-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-bold text-primary" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex justify-center">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
