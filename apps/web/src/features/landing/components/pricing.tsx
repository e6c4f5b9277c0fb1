import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CheckList } from './sections';
import { Section } from './section';

const plans = ['free', 'premium', 'enterprise'] as const;

/** Static cards (spec section 9 prices); nothing here calls the server. */
export function Pricing() {
  const { t } = useTranslation('landing');
  return (
    <Section id="pricing" title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const featured = plan === 'premium';
          const features = t(`pricing.plans.${plan}.features`, {
            returnObjects: true,
          }) as unknown as string[];
          const numeric = plan !== 'enterprise';
          return (
            <li
              key={plan}
              data-plan={plan}
              className={cn(
                'relative flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm',
                featured ? 'border-primary ring-2 ring-primary' : 'border-border',
              )}
            >
              {featured && (
                <p className="absolute -top-3 start-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                  {t('pricing.popular')}
                </p>
              )}
              <div>
                <h3 className="text-xl font-semibold">{t(`pricing.plans.${plan}.name`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`pricing.plans.${plan}.description`)}
                </p>
              </div>
              <p className="flex items-baseline gap-1">
                <span className={cn('font-bold', numeric ? 'text-4xl' : 'text-2xl')}>
                  {t(`pricing.plans.${plan}.price`)}
                </span>
                {numeric && (
                  <span className="text-muted-foreground">
                    {t('pricing.currency')} {t('pricing.perMonth')}
                  </span>
                )}
              </p>
              <div className="flex-1">
                <CheckList points={features} />
              </div>
              {plan === 'enterprise' ? (
                <a href="#cta-section" className={buttonClasses('outline', 'md')}>
                  {t(`pricing.plans.${plan}.cta`)}
                </a>
              ) : (
                <a
                  href={paths.auth.getHref('sign-up')}
                  className={buttonClasses(featured ? 'primary' : 'outline', 'md')}
                >
                  {t(`pricing.plans.${plan}.cta`)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
