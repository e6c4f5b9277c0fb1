import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const protocols = ['WiFi', 'Zigbee', 'Z-Wave', 'Matter'];

interface Device {
  name: string;
  state: string;
}

/** Static copy and a static hub picture: the app has no smart-home control yet (product decision: the landing copy stays). */
export function SmartHome() {
  const { t } = useTranslation('landing');
  const stats = t('smartHome.stats', { returnObjects: true }) as unknown as {
    value: string;
    label: string;
  }[];
  const devices = t('smartHome.devices', { returnObjects: true }) as unknown as Device[];
  return (
    <Section
      id="smart-home"
      eyebrow={t('smartHome.eyebrow')}
      title={t('smartHome.title')}
      subtitle={t('smartHome.text')}
      tone="card"
    >
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-accent p-5">
                <dt className="text-sm text-accent-foreground">{stat.label}</dt>
                <dd className="text-3xl font-bold text-primary" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="mb-3 font-semibold">{t('smartHome.protocolsLabel')}</h3>
            <ul className="flex flex-wrap gap-2" dir="ltr">
              {protocols.map((protocol) => (
                <li
                  key={protocol}
                  className="rounded-full border border-border px-3 py-1 text-sm font-medium"
                >
                  {protocol}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="rounded-3xl bg-foreground p-6 text-background shadow-lg">
          <p className="mb-4 flex items-center gap-2 font-semibold">
            <House aria-hidden="true" className="size-5" />
            {t('smartHome.hubTitle')}
          </p>
          <ul className="grid grid-cols-2 gap-3">
            {devices.map((device) => (
              <li key={device.name} className="flex flex-col gap-2 rounded-2xl bg-white/10 p-4">
                <span className="text-sm">{device.name}</span>
                <span className="text-lg font-semibold text-teal-300">{device.state}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
