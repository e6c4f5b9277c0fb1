import { LegalPage } from '@/features/landing/components/legal-page';

export function Component() {
  return <LegalPage page="privacy" />;
}
