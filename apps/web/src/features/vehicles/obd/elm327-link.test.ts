import { bluetoothUuid } from '@usra/domain/vehicles/elm327';
import { describe, expect, it, vi } from 'vitest';
import {
  AdapterTimeoutError,
  createPoller,
  Elm327Link,
  initialiseAdapter,
  pollOnce,
} from './elm327-link';
import { ADAPTER_REQUEST, characteristicChannel, type BleCharacteristic } from './web-bluetooth';

/**
 * A BLE characteristic of an ELM327 clone: what is written to it is a command, answered from a
 * recorded transcript by notifications of at most 20 bytes (as a real adapter sends them).
 */
class FakeCharacteristic extends EventTarget implements BleCharacteristic {
  readonly properties = { write: true, writeWithoutResponse: true };
  value: DataView | null = null;
  readonly written: string[] = [];
  private partial = '';

  constructor(private readonly transcript: Record<string, string>) {
    super();
  }

  startNotifications = () => Promise.resolve(this);
  stopNotifications = () => Promise.resolve(this);
  writeValue = (data: BufferSource) => this.receive(data);
  writeValueWithoutResponse = (data: BufferSource) => this.receive(data);

  private async receive(data: BufferSource) {
    this.partial += new TextDecoder().decode(data as Uint8Array);
    if (!this.partial.endsWith('\r')) return;
    const command = this.partial.slice(0, -1);
    this.partial = '';
    this.written.push(command);
    const answer = this.transcript[command];
    if (answer === undefined) return; // silence: the link times out
    const bytes = new TextEncoder().encode(answer);
    await Promise.resolve();
    for (let i = 0; i < bytes.length; i += 20) {
      this.value = new DataView(bytes.slice(i, i + 20).buffer);
      this.dispatchEvent(new Event('characteristicvaluechanged'));
    }
  }
}

/** A car idling warm, with a misfire stored, as a Vgate iCar Pro answers (echo on after ATZ). */
const transcript: Record<string, string> = {
  ATZ: 'ATZ\r\r\rELM327 v1.5\r\r>',
  ATE0: 'ATE0\rOK\r\r>',
  ATL0: 'OK\r\r>',
  ATS0: 'OK\r\r>',
  ATH0: 'OK\r\r>',
  ATSP0: 'OK\r\r>',
  '010C': 'SEARCHING...\r410C1AF8\r\r>',
  '010D': '410D3C\r\r>',
  '0105': '41057B\r\r>',
  '0104': 'NO DATA\r\r>',
  '012F': '412F80\r\r>',
  '0131': '413101F4\r\r>',
  '0142': '41423714\r\r>',
  '03': '43010301\r\r>',
};

function adapter(answers = transcript) {
  const characteristic = new FakeCharacteristic(answers);
  const link = new Elm327Link(characteristicChannel(characteristic, characteristic), 50);
  return { characteristic, link };
}

const now = new Date('2026-11-20T08:00:00.000Z');

describe('an ELM327 adapter over BLE', () => {
  it('asks the browser for adapters by their serial services (FFE0, FFF0, 18F0)', () => {
    const services = ['FFE0', 'FFF0', '18F0'].map(bluetoothUuid);
    expect(ADAPTER_REQUEST.optionalServices).toEqual(services);
    for (const service of services)
      expect(ADAPTER_REQUEST.filters).toContainEqual({ services: [service] });
  });

  it('sends the init sequence in order and reads the adapter name from the reset', async () => {
    const { characteristic, link } = adapter();
    expect(await initialiseAdapter(link)).toBe('ELM327 v1.5');
    expect(characteristic.written).toEqual(['ATZ', 'ATE0', 'ATL0', 'ATS0', 'ATH0', 'ATSP0']);
  });

  it('fails the init when the adapter does not understand a command', async () => {
    const { link } = adapter({ ...transcript, ATS0: '?\r\r>' });
    await expect(initialiseAdapter(link)).rejects.toThrow('ATS0: unknown-command');
  });

  it('polls the PIDs into one reading, answers split over notifications put back together', async () => {
    const { characteristic, link } = adapter();
    const result = await pollOnce(link, { withCodes: true, now });
    expect(result.reading).toEqual({
      timestamp: '2026-11-20T08:00:00.000Z',
      engineRpm: 1726,
      vehicleSpeed: 60,
      engineTemperature: 83,
      fuelLevel: 50.2,
      distanceSinceClear: 500,
      batteryVoltage: 14.1,
      diagnosticCodes: ['P0301'],
    });
    // The car has no engine load PID: left out, and said so.
    expect(result.errors).toEqual(['no-data']);
    expect(characteristic.written).toEqual([
      '010C',
      '010D',
      '0105',
      '0104',
      '012F',
      '0131',
      '0142',
      '03',
    ]);
  });

  it('gives no reading when the car does not answer at all (ignition off)', async () => {
    const off = Object.fromEntries(
      Object.keys(transcript).map((command) => [command, 'UNABLE TO CONNECT\r\r>']),
    );
    const { link } = adapter(off);
    const result = await pollOnce(link, { withCodes: false, now });
    expect(result.reading).toBeNull();
    expect(new Set(result.errors)).toEqual(new Set(['unable-to-connect']));
  });

  it('times out on a silent adapter and carries on with the next command', async () => {
    const { '010D': _silent, ...rest } = transcript;
    const { link } = adapter(rest);
    await expect(link.send('010D')).rejects.toBeInstanceOf(AdapterTimeoutError);
    expect(await link.send('010C')).toContain('410C1AF8');
  });

  it('sends the readings in batches, and keeps a batch that could not be sent', async () => {
    const { link } = adapter();
    const post = vi
      .fn<(batch: unknown[]) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const onPostError = vi.fn();
    const poller = createPoller({
      link,
      post,
      batchSize: 2,
      codesEvery: 3,
      now: () => now,
      onPostError,
    });
    await poller.tick();
    expect(post).not.toHaveBeenCalled();
    await poller.tick();
    expect(post).toHaveBeenCalledTimes(1);
    expect(onPostError).toHaveBeenCalledTimes(1);
    expect(poller.pending).toHaveLength(2);
    await poller.tick();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1]![0]).toHaveLength(3);
    expect(poller.pending).toHaveLength(0);
    // Codes on the first round, and every third round after it.
    const batch = post.mock.calls[1]![0] as { diagnosticCodes?: string[] }[];
    expect(batch.map((r) => r.diagnosticCodes)).toEqual([['P0301'], undefined, undefined]);
  });
});
