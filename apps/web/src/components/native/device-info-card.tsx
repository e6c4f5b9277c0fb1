import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getDeviceDetails, isNativePlatform } from '@/lib/native';

/** The spec's "Native" badge beside the user's e-mail, on a native app only. */
export function NativeBadge() {
  const { t } = useTranslation('shell');
  if (!isNativePlatform()) return null;
  return (
    <span
      data-testid="native-badge"
      className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground"
    >
      {t('native.badge')}
    </span>
  );
}

/** The spec's Device Information card (platform, model, OS version), on a native app only. */
export function DeviceInfoCard() {
  const { t } = useTranslation('shell');
  const native = isNativePlatform();
  const device = useQuery({
    queryKey: ['device-info'],
    queryFn: getDeviceDetails,
    enabled: native,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!native) return null;
  const rows = [
    ['platform', device.data?.platform],
    ['model', device.data?.model],
    ['osVersion', device.data?.osVersion],
  ] as const;
  return (
    <section
      aria-labelledby="device-info"
      data-testid="device-info"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="device-info" className="flex items-center gap-2 font-semibold">
        <Smartphone aria-hidden="true" className="size-5 text-primary" />
        {t('native.deviceTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{t(`native.${key}`)}</dt>
            <dd dir="ltr" className="text-start font-medium" data-testid={`device-${key}`}>
              {value ?? '…'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The side panel's notice that this is the native app. */
export function NativeNotice() {
  const { t } = useTranslation('shell');
  if (!isNativePlatform()) return null;
  return (
    <p
      data-testid="native-notice"
      className="rounded-lg bg-accent p-3 text-sm text-accent-foreground"
    >
      {t('native.notice')}
    </p>
  );
}
