import {
  ELM327_BLE_PROFILES,
  ELM327_BLE_SERVICES,
  type Elm327BleProfile,
} from '@usra/domain/vehicles/elm327';
import type { AdapterChannel } from './elm327-link';

/**
 * The few parts of Web Bluetooth used here (the DOM library of TypeScript does not have them).
 * Only Chromium-based browsers on desktop and Android offer `navigator.bluetooth`; elsewhere a
 * device is registered by hand and sends readings with its token.
 */
export interface BleCharacteristic {
  readonly properties: { readonly write: boolean; readonly writeWithoutResponse: boolean };
  readonly value?: DataView | null;
  startNotifications(): Promise<unknown>;
  stopNotifications(): Promise<unknown>;
  writeValue(data: BufferSource): Promise<void>;
  writeValueWithoutResponse?(data: BufferSource): Promise<void>;
  addEventListener(type: 'characteristicvaluechanged', listener: (event: Event) => void): void;
  removeEventListener(type: 'characteristicvaluechanged', listener: (event: Event) => void): void;
}

interface BleService {
  getCharacteristic(uuid: string): Promise<BleCharacteristic>;
}

interface BleServer {
  readonly connected: boolean;
  getPrimaryService(uuid: string): Promise<BleService>;
  disconnect(): void;
}

export interface BleDevice {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: { connect(): Promise<BleServer> } | null;
  addEventListener(type: 'gattserverdisconnected', listener: () => void): void;
}

interface RequestOptions {
  filters: ({ services: string[] } | { namePrefix: string })[];
  optionalServices: string[];
}

interface Bluetooth {
  requestDevice(options: RequestOptions): Promise<BleDevice>;
}

export function webBluetooth(): Bluetooth | null {
  const nav = globalThis.navigator as (Navigator & { bluetooth?: Bluetooth }) | undefined;
  return nav?.bluetooth ?? null;
}

/** Names ELM327 clones advertise when they do not advertise their service. */
const ADAPTER_NAME_PREFIXES = ['OBD', 'V-LINK', 'VLINK', 'IOS-Vlink', 'Vgate', 'ELM', 'KONNWEI'];

export const ADAPTER_REQUEST: RequestOptions = {
  filters: [
    ...ELM327_BLE_SERVICES.map((service) => ({ services: [service] })),
    ...ADAPTER_NAME_PREFIXES.map((namePrefix) => ({ namePrefix })),
  ],
  optionalServices: [...ELM327_BLE_SERVICES],
};

/** The browser's own chooser, showing ELM327-compatible adapters nearby (real discovery). */
export async function requestAdapter(): Promise<BleDevice> {
  const bluetooth = webBluetooth();
  if (!bluetooth) throw new Error('Web Bluetooth is not available');
  return bluetooth.requestDevice(ADAPTER_REQUEST);
}

const encoder = new TextEncoder();

/**
 * A notify and a write characteristic as a text channel: commands are written (without
 * response where the adapter allows it, in 20-byte pieces, the smallest BLE payload), answers
 * arrive as notifications.
 */
export function characteristicChannel(
  notify: BleCharacteristic,
  write: BleCharacteristic,
): AdapterChannel {
  const decoder = new TextDecoder();
  return {
    async write(text) {
      const bytes = encoder.encode(text);
      for (let i = 0; i < bytes.length; i += 20) {
        const piece = bytes.slice(i, i + 20);
        if (write.properties.writeWithoutResponse && write.writeValueWithoutResponse) {
          await write.writeValueWithoutResponse(piece);
        } else {
          await write.writeValue(piece);
        }
      }
    },
    onText(listener) {
      const handle = (event: Event) => {
        const value = (event.target as BleCharacteristic | null)?.value ?? notify.value;
        if (value) listener(decoder.decode(value, { stream: true }));
      };
      notify.addEventListener('characteristicvaluechanged', handle);
      return () => notify.removeEventListener('characteristicvaluechanged', handle);
    },
  };
}

export interface AdapterConnection {
  channel: AdapterChannel;
  profile: Elm327BleProfile;
  close(): void;
}

/** Connects to the adapter's GATT server and finds its serial service (FFE0, FFF0 or 18F0). */
export async function connectAdapter(
  device: BleDevice,
  onDisconnected?: () => void,
): Promise<AdapterConnection> {
  if (!device.gatt) throw new Error('This Bluetooth device has no GATT server');
  const server = await device.gatt.connect();
  if (onDisconnected) device.addEventListener('gattserverdisconnected', onDisconnected);
  for (const profile of ELM327_BLE_PROFILES) {
    let service: BleService;
    try {
      service = await server.getPrimaryService(profile.service);
    } catch {
      continue;
    }
    const notify = await service.getCharacteristic(profile.notify);
    const write =
      profile.write === profile.notify ? notify : await service.getCharacteristic(profile.write);
    await notify.startNotifications();
    return {
      channel: characteristicChannel(notify, write),
      profile,
      close: () => {
        void notify.stopNotifications().catch(() => undefined);
        if (server.connected) server.disconnect();
      },
    };
  }
  server.disconnect();
  throw new Error('No ELM327 serial service on this Bluetooth device');
}
