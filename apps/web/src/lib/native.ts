/**
 * The native wrapper (apps/native, Capacitor; docs/native.md). The Capacitor runtime puts
 * `window.Capacitor` into the page before the app starts; in a browser it is absent (or, once
 * @capacitor/core has loaded, says "web"). The plugins load only when used, in their own chunks,
 * so the public pages and the app's first load carry none of them.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function capacitor(): CapacitorGlobal | undefined {
  return (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativePlatform(): boolean {
  return Boolean(capacitor()?.isNativePlatform?.());
}

/** 'android', 'ios' or 'web'. */
export function nativePlatform(): string {
  return isNativePlatform() ? (capacitor()?.getPlatform?.() ?? 'web') : 'web';
}

export type HapticStyle = 'light' | 'medium';

/**
 * A tap felt in the hand (spec: medium on the More sheet, light on tabs, native only). On the web
 * there is none: the spec keeps haptics to the native app.
 */
export async function hapticImpact(style: HapticStyle): Promise<void> {
  if (!isNativePlatform()) return;
  const { Haptics, ImpactStyle } = await import('@capacitor/haptics');
  await Haptics.impact({ style: style === 'medium' ? ImpactStyle.Medium : ImpactStyle.Light });
}

/** Fire and forget: a phone without a vibration motor is not an error. */
export function haptic(style: HapticStyle): void {
  hapticImpact(style).catch(() => undefined);
}

export interface DeviceDetails {
  platform: string;
  model: string;
  osVersion: string;
}

/** Platform, model and OS version (@capacitor/device; its web part reads the user agent). */
export async function getDeviceDetails(): Promise<DeviceDetails> {
  const { Device } = await import('@capacitor/device');
  const info = await Device.getInfo();
  return { platform: info.platform, model: info.model, osVersion: info.osVersion };
}
