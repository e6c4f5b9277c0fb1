import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { CarArt, DocumentsArt, GaugeArt, HomeArt } from './illustrations';
import { CheckList } from './sections';

type ShowcaseKey = 'carDiagnostics' | 'carMaintenance' | 'homeMaintenance' | 'documents';

interface ShowcaseProps {
  id: string;
  copy: ShowcaseKey;
  art: ReactNode;
  /** Puts the picture first (on wide screens), alternating down the page. */
  artFirst?: boolean;
  tone?: 'plain' | 'card';
}

function Showcase({ id, copy, art, artFirst = false, tone = 'plain' }: ShowcaseProps) {
  const { t } = useTranslation('landing');
  const points = t(`${copy}.points`, { returnObjects: true }) as unknown as string[];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('py-16 sm:py-20', tone === 'card' ? 'bg-card' : 'bg-background')}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2">
        <div className={cn('flex flex-col gap-4', artFirst && 'md:order-2')}>
          <p className="text-sm font-semibold text-primary">{t(`${copy}.eyebrow`)}</p>
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance">
            {t(`${copy}.title`)}
          </h2>
          <p className="text-lg text-muted-foreground">{t(`${copy}.text`)}</p>
          <CheckList points={points} />
        </div>
        <div className="flex justify-center">{art}</div>
      </div>
    </section>
  );
}

export function CarDiagnostics() {
  const { t, i18n } = useTranslation('landing');
  return (
    <Showcase
      id="car-diagnostics"
      copy="carDiagnostics"
      tone="card"
      art={
        <figure className="flex w-full max-w-sm flex-col items-center rounded-3xl border border-border bg-background p-6">
          <GaugeArt score={87} />
          <figcaption className="-mt-10 text-center">
            <span className="block text-4xl font-bold text-primary">
              {formatNumber(87, currentLanguage(i18n.resolvedLanguage))}
            </span>
            <span className="text-sm text-muted-foreground">{t('carDiagnostics.gaugeLabel')}</span>
          </figcaption>
        </figure>
      }
    />
  );
}

export function CarMaintenance() {
  return <Showcase id="car-maintenance" copy="carMaintenance" art={<CarArt />} artFirst />;
}

export function HomeMaintenance() {
  return <Showcase id="home-maintenance" copy="homeMaintenance" art={<HomeArt />} tone="card" />;
}

export function Documents() {
  return <Showcase id="documents" copy="documents" art={<DocumentsArt />} artFirst />;
}
