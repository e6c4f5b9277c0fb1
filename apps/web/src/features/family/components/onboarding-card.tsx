import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/components/ui/button';
import { useOnboarding } from '../api/get-onboarding';

/** Until the first-run set-up is finished or skipped, the Family screen offers it to its creator. */
export function OnboardingCard() {
  const { t } = useTranslation('family');
  const onboarding = useOnboarding();
  if (!onboarding.data?.pending) return null;
  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-accent p-4">
      <div className="flex items-center gap-3">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        <p className="text-sm font-medium text-accent-foreground">{t('onboarding.cardText')}</p>
      </div>
      <Link to={paths.app.onboarding.getHref()} className={buttonClasses('primary', 'sm')}>
        {t('onboarding.cardAction')}
      </Link>
    </section>
  );
}
