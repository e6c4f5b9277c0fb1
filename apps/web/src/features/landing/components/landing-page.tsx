import { useTranslation } from 'react-i18next';
import { EarlyAccessSection } from './early-access-section';
import { FaqAccordion } from './faq-accordion';
import { Hero } from './hero';
import { Pricing } from './pricing';
import {
  Features,
  HowItWorks,
  Platforms,
  Problems,
  Scenarios,
  Solution,
  Technology,
  Testimonials,
} from './sections';
import { CarDiagnostics, CarMaintenance, Documents, HomeMaintenance } from './showcases';
import { SiteLayout } from './site-layout';
import { usePageTitle } from './use-page-title';

/** The front door: every section of spec core section 2, in its order. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('documentTitle'));
  return (
    <SiteLayout onLanding>
      <Hero />
      <Problems />
      <Solution />
      <HowItWorks />
      <Features />
      <CarDiagnostics />
      <CarMaintenance />
      <HomeMaintenance />
      <Documents />
      <Scenarios />
      <Technology />
      <Pricing />
      <Testimonials />
      <FaqAccordion />
      <EarlyAccessSection />
      <Platforms />
    </SiteLayout>
  );
}
