import 'i18next';
import type { PublicResources } from '@/locales/public-resources';
import type { en } from '@/locales/resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & PublicResources;
  }
}
