import { useTranslation } from 'react-i18next';
import { EarlyAccessForm } from './early-access-form';
import { Section } from './section';

export function EarlyAccessSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id="cta-section" title={t('cta.title')} subtitle={t('cta.subtitle')} tone="accent">
      <EarlyAccessForm />
    </Section>
  );
}
