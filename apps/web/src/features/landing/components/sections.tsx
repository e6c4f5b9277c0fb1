import {
  Bell,
  CalendarDays,
  Car,
  CircleCheck,
  FileText,
  Gauge,
  Globe,
  House,
  Languages,
  ListChecks,
  Lock,
  MessageCircle,
  Quote,
  Route,
  Server,
  Smartphone,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { Card, Section } from './section';

const itemsOf = <T,>(value: unknown) => value as T[];

interface TitledText {
  title: string;
  text: string;
}

export function CheckList({ points }: { points: string[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

export function Problems() {
  const { t, i18n } = useTranslation('landing');
  const items = itemsOf<TitledText>(t('problems.items', { returnObjects: true }));
  return (
    <Section id="problems" title={t('problems.title')} subtitle={t('problems.subtitle')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.title}>
            <Card className="h-full">
              <p aria-hidden="true" className="mb-3 text-3xl font-bold text-destructive/70">
                {formatNumber(index + 1, currentLanguage(i18n.resolvedLanguage))}
              </p>
              <h3 className="mb-2 font-semibold">{item.title}</h3>
              <p className="text-sm text-muted-foreground">{item.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Solution() {
  const { t } = useTranslation('landing');
  const points = itemsOf<string>(t('solution.points', { returnObjects: true }));
  return (
    <Section id="solution" title={t('solution.title')} tone="accent">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 text-center">
        <p className="text-lg text-muted-foreground">{t('solution.text')}</p>
        <div className="text-start">
          <CheckList points={points} />
        </div>
      </div>
    </Section>
  );
}

export function HowItWorks() {
  const { t, i18n } = useTranslation('landing');
  const steps = itemsOf<TitledText>(t('howItWorks.steps', { returnObjects: true }));
  return (
    <Section id="how-it-works" title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')}>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex flex-col items-center gap-3 text-center">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
            >
              {formatNumber(index + 1, currentLanguage(i18n.resolvedLanguage))}
            </span>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const featureIcons: LucideIcon[] = [
  ListChecks,
  CalendarDays,
  Route,
  Gauge,
  Wrench,
  FileText,
  House,
  MessageCircle,
];

export function Features() {
  const { t } = useTranslation('landing');
  const items = itemsOf<TitledText>(t('features.items', { returnObjects: true }));
  return (
    <Section
      id="features"
      title={t('features.title')}
      subtitle={t('features.subtitle')}
      tone="card"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => {
          const Icon = featureIcons[index] ?? ListChecks;
          return (
            <li key={item.title} className="rounded-2xl border border-border p-6">
              <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mb-2 font-semibold">{item.title}</h3>
              <p className="text-sm text-muted-foreground">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Scenarios() {
  const { t } = useTranslation('landing');
  const items = itemsOf<TitledText>(t('scenarios.items', { returnObjects: true }));
  const icons: LucideIcon[] = [CalendarDays, Car, Bell];
  return (
    <Section
      id="scenarios"
      title={t('scenarios.title')}
      subtitle={t('scenarios.subtitle')}
      tone="card"
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map((item, index) => {
          const Icon = icons[index] ?? Bell;
          return (
            <li key={item.title}>
              <Card className="h-full bg-background">
                <Icon aria-hidden="true" className="mb-3 size-6 text-primary" />
                <h3 className="mb-2 font-semibold">{item.title}</h3>
                <p className="text-sm text-muted-foreground">{item.text}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Technology() {
  const { t } = useTranslation('landing');
  const items = itemsOf<TitledText>(t('technology.items', { returnObjects: true }));
  const icons: LucideIcon[] = [Server, Smartphone, Languages, Lock];
  return (
    <Section id="technology" title={t('technology.title')} subtitle={t('technology.subtitle')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => {
          const Icon = icons[index] ?? Globe;
          return (
            <li key={item.title} className="flex flex-col gap-2">
              <Icon aria-hidden="true" className="size-7 text-primary" />
              <h3 className="font-semibold">{item.title}</h3>
              <p className="text-sm text-muted-foreground">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export function Testimonials() {
  const { t } = useTranslation('landing');
  const items = itemsOf<Testimonial>(t('testimonials.items', { returnObjects: true }));
  return (
    <Section
      id="testimonials"
      title={t('testimonials.title')}
      subtitle={t('testimonials.subtitle')}
      tone="accent"
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl bg-card p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-6 text-primary rtl:-scale-x-100" />
              <blockquote className="flex-1">{item.quote}</blockquote>
              <figcaption>
                <span className="block font-semibold">{item.name}</span>
                <span className="text-sm text-muted-foreground">{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

interface Platform {
  name: string;
  status: string;
}

export function Platforms() {
  const { t } = useTranslation('landing');
  const items = itemsOf<Platform>(t('platforms.items', { returnObjects: true }));
  const icons: LucideIcon[] = [Smartphone, Smartphone, Globe];
  return (
    <Section id="platforms" title={t('platforms.title')}>
      <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
        {items.map((item, index) => {
          const Icon = icons[index] ?? Globe;
          return (
            <li
              key={item.name}
              className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4"
            >
              <Icon aria-hidden="true" className="size-7 text-primary" />
              <span className="flex flex-col">
                <span className="font-semibold">{item.name}</span>
                <span className="text-sm text-muted-foreground">{item.status}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
