import { describe, expect, it } from 'vitest';
import {
  ELM327_BLE_PROFILES,
  ELM327_BLE_SERVICES,
  ELM327_INIT_COMMANDS,
  OBD_PIDS,
  dtcFromBytes,
  elm327Command,
  isAnswerComplete,
  parseAtAnswer,
  parseDtcAnswer,
  parseElm327Answer,
  parsePidAnswer,
} from './elm327.js';

describe('ELM327 constants', () => {
  it('initialises with reset, echo, line feeds, spaces and headers off, automatic protocol', () => {
    expect(ELM327_INIT_COMMANDS).toEqual(['ATZ', 'ATE0', 'ATL0', 'ATS0', 'ATH0', 'ATSP0']);
    expect(elm327Command('010C')).toBe('010C\r');
    expect(isAnswerComplete('41 0C 1A F8\r\r')).toBe(false);
    expect(isAnswerComplete('41 0C 1A F8\r\r>')).toBe(true);
  });

  it('knows the three common BLE GATT layouts as full UUIDs', () => {
    expect(ELM327_BLE_PROFILES).toEqual([
      {
        service: '0000ffe0-0000-1000-8000-00805f9b34fb',
        notify: '0000ffe1-0000-1000-8000-00805f9b34fb',
        write: '0000ffe1-0000-1000-8000-00805f9b34fb',
      },
      {
        service: '0000fff0-0000-1000-8000-00805f9b34fb',
        notify: '0000fff1-0000-1000-8000-00805f9b34fb',
        write: '0000fff2-0000-1000-8000-00805f9b34fb',
      },
      {
        service: '000018f0-0000-1000-8000-00805f9b34fb',
        notify: '00002af0-0000-1000-8000-00805f9b34fb',
        write: '00002af1-0000-1000-8000-00805f9b34fb',
      },
    ]);
    expect(ELM327_BLE_SERVICES).toHaveLength(3);
  });

  it('requests the seven PIDs in mode 01, the control module voltage (0142) last', () => {
    expect(Object.values(OBD_PIDS).map((pid) => pid.command)).toEqual([
      '010C',
      '010D',
      '0105',
      '0104',
      '012F',
      '0131',
      '0142',
    ]);
  });
});

describe('PID answers (recorded adapter transcripts)', () => {
  it('decodes rpm as (A*256+B)/4 with spaces off, as after the init sequence', () => {
    expect(parsePidAnswer('engineRpm', '410C1AF8\r\r>')).toEqual({
      ok: true,
      pid: 'engineRpm',
      value: 1726,
      unit: 'rpm',
      ecu: null,
      answers: [{ ecu: null, value: 1726 }],
    });
  });

  it('decodes speed, coolant temperature, load, fuel level and distance since codes cleared', () => {
    expect(parsePidAnswer('vehicleSpeed', '41 0D 32\r\r>')).toMatchObject({
      value: 50,
      unit: 'km/h',
    });
    expect(parsePidAnswer('engineTemperature', '41 05 7B\r\r>')).toMatchObject({
      value: 83,
      unit: '°C',
    });
    expect(parsePidAnswer('engineTemperature', '41 05 00\r\r>')).toMatchObject({ value: -40 });
    expect(parsePidAnswer('engineLoad', '41 04 FF\r\r>')).toMatchObject({ value: 100, unit: '%' });
    const load = parsePidAnswer('engineLoad', '41 04 33\r\r>');
    expect(load.ok && load.value).toBeCloseTo(20, 5);
    const fuel = parsePidAnswer('fuelLevel', '41 2F 80\r\r>');
    expect(fuel).toMatchObject({ ok: true, unit: '%' });
    expect(fuel.ok && fuel.value).toBeCloseTo(50.196, 3);
    expect(parsePidAnswer('distanceSinceCodesCleared', '41 31 01 2C\r\r>')).toMatchObject({
      value: 300,
      unit: 'km',
    });
    // PID 0142, control module voltage: 0x37 0x14 = 14100 mV.
    expect(parsePidAnswer('controlModuleVoltage', '41 42 37 14\r\r>')).toMatchObject({
      ok: true,
      value: 14.1,
      unit: 'V',
    });
  });

  it('skips the echoed command, SEARCHING... and the prompt', () => {
    const transcript = '010C\rSEARCHING...\r41 0C 0F A0\r\r>';
    expect(parsePidAnswer('engineRpm', transcript)).toMatchObject({ ok: true, value: 1000 });
    // Line feeds on (ATL1) and lower-case hex from some clones.
    expect(parsePidAnswer('vehicleSpeed', '>010D\r\n41 0d 64\r\n\r\n>')).toMatchObject({
      value: 100,
    });
  });

  it('strips 11-bit CAN headers and reads the ECU', () => {
    expect(parsePidAnswer('engineTemperature', '7E8 03 41 05 7B\r\r>')).toMatchObject({
      ok: true,
      value: 83,
      ecu: '7E8',
    });
    // Headers on, spaces off.
    expect(parsePidAnswer('vehicleSpeed', '7E803410D32\r\r>')).toMatchObject({
      value: 50,
      ecu: '7E8',
    });
  });

  it('strips 29-bit CAN headers and legacy (J1850 / ISO 9141) headers with their checksum', () => {
    expect(parsePidAnswer('vehicleSpeed', '18 DA F1 10 03 41 0D 32\r\r>')).toMatchObject({
      value: 50,
      ecu: '18DAF110',
    });
    expect(parsePidAnswer('engineRpm', '48 6B 10 41 0C 1A F8 C4\r\r>')).toMatchObject({
      value: 1726,
      ecu: '486B10',
    });
  });

  it('takes the engine ECU first when several ECUs answer', () => {
    const transcript = '7E9 03 41 0D 31\r7E8 03 41 0D 32\r\r>';
    expect(parsePidAnswer('vehicleSpeed', transcript)).toMatchObject({
      value: 50,
      ecu: '7E8',
      answers: [
        { ecu: '7E8', value: 50 },
        { ecu: '7E9', value: 49 },
      ],
    });
    // Headers off: the answers in the order they came.
    expect(parsePidAnswer('vehicleSpeed', '41 0D 32\r41 0D 31\r\r>')).toMatchObject({
      value: 50,
      answers: [
        { ecu: null, value: 50 },
        { ecu: null, value: 49 },
      ],
    });
  });

  it("turns the adapter's own messages into typed errors", () => {
    const cases: [string, string][] = [
      ['NO DATA\r\r>', 'no-data'],
      ['SEARCHING...\rUNABLE TO CONNECT\r\r>', 'unable-to-connect'],
      ['?\r\r>', 'unknown-command'],
      ['STOPPED\r\r>', 'stopped'],
      ['CAN ERROR\r\r>', 'can-error'],
      ['BUS INIT: ...ERROR\r\r>', 'bus-error'],
      ['BUFFER FULL\r\r>', 'buffer-full'],
      ['41 0C 1A F8 <DATA ERROR\r\r>', 'data-error'],
      ['LV RESET\r\r>', 'adapter-error'],
      ['\r\r>', 'empty'],
      ['', 'empty'],
    ];
    for (const [transcript, error] of cases) {
      expect(parsePidAnswer('engineRpm', transcript), transcript).toMatchObject({
        ok: false,
        error,
      });
    }
  });

  it('refuses malformed answers without throwing', () => {
    const cases: [string, string][] = [
      ['41 0C 1A F\r\r>', 'malformed'], // odd hex
      ['410C1AF\r\r>', 'malformed'], // odd hex, spaces off
      ['41 0C ZZ F8\r\r>', 'malformed'],
      ['HELLO\r\r>', 'malformed'],
      ['42 0C 1A F8\r\r>', 'wrong-mode'],
      ['41 0D 32\r\r>', 'wrong-pid'],
      ['41 0C 1A\r\r>', 'too-short'],
      ['7F 01 12\r\r>', 'negative-response'],
      ['7E8 05 41 0C 1A\r\r>', 'too-short'], // the PCI byte promises more than came
    ];
    for (const [transcript, error] of cases) {
      expect(parsePidAnswer('engineRpm', transcript), transcript).toMatchObject({
        ok: false,
        error,
      });
    }
  });
});

describe('mode 03: stored trouble codes', () => {
  it('reads the letter and digits of each code from two bytes', () => {
    expect(dtcFromBytes(0x01, 0x33)).toBe('P0133');
    expect(dtcFromBytes(0x04, 0x20)).toBe('P0420');
    expect(dtcFromBytes(0x21, 0x96)).toBe('P2196');
    expect(dtcFromBytes(0x41, 0x23)).toBe('C0123');
    expect(dtcFromBytes(0x81, 0x00)).toBe('B0100');
    expect(dtcFromBytes(0xc1, 0x00)).toBe('U0100');
    expect(dtcFromBytes(0xd4, 0x0f)).toBe('U140F');
    expect(dtcFromBytes(0x0a, 0xbc)).toBe('P0ABC');
  });

  it('reads a CAN single frame with its count byte, and no codes', () => {
    expect(parseDtcAnswer('43 01 01 33\r\r>')).toEqual({
      ok: true,
      codes: ['P0133'],
      byEcu: [{ ecu: null, codes: ['P0133'] }],
    });
    expect(parseDtcAnswer('4300\r\r>')).toMatchObject({ ok: true, codes: [] });
    expect(parseDtcAnswer('43 03 C1 00 41 23 81 00\r\r>')).toMatchObject({
      codes: ['U0100', 'C0123', 'B0100'],
    });
  });

  it('reads legacy protocol lines of three slots, padded with zeros', () => {
    expect(parseDtcAnswer('43 01 33 00 00 00 00\r\r>')).toMatchObject({ codes: ['P0133'] });
    expect(parseDtcAnswer('43 01 33 04 20 03 01\r43 03 02 00 00 00 00\r\r>')).toMatchObject({
      codes: ['P0133', 'P0420', 'P0301', 'P0302'],
    });
    expect(parseDtcAnswer('43 01 33 00 00\r\r>', { protocol: 'legacy' })).toMatchObject({
      codes: ['P0133'],
    });
  });

  it('reassembles a multi-frame CAN answer with headers off ("00A", "0:", "1:")', () => {
    const transcript = '03\r00A\r0: 43 04 01 33 02 17\r1: 03 00 01 01 AA AA AA\r\r>';
    expect(parseDtcAnswer(transcript)).toEqual({
      ok: true,
      codes: ['P0133', 'P0217', 'P0300', 'P0101'],
      byEcu: [{ ecu: null, codes: ['P0133', 'P0217', 'P0300', 'P0101'] }],
    });
    // Spaces off.
    expect(parseDtcAnswer('00A\r0:430401330217\r1:03000101AAAAAA\r\r>')).toMatchObject({
      codes: ['P0133', 'P0217', 'P0300', 'P0101'],
    });
  });

  it('reassembles ISO-TP frames with headers on, and keeps each ECU apart', () => {
    const transcript =
      '7E8 10 0A 43 04 01 33 02 17\r7E9 04 43 01 07 00\r7E8 21 03 00 01 01 AA AA AA\r\r>';
    expect(parseDtcAnswer(transcript)).toEqual({
      ok: true,
      codes: ['P0133', 'P0217', 'P0300', 'P0101', 'P0700'],
      byEcu: [
        { ecu: '7E8', codes: ['P0133', 'P0217', 'P0300', 'P0101'] },
        { ecu: '7E9', codes: ['P0700'] },
      ],
    });
  });

  it('refuses cut or broken multi-frame answers and wrong modes', () => {
    expect(parseDtcAnswer('00A\r0: 43 04 01 33 02 17\r\r>')).toMatchObject({
      error: 'incomplete',
    });
    expect(parseDtcAnswer('00A\r0: 43 04 01 33 02 17\r2: 03 00 01 01 AA AA AA\r>')).toMatchObject({
      error: 'incomplete',
    });
    expect(parseDtcAnswer('7E8 21 03 00 01 01 AA AA AA\r>')).toMatchObject({
      error: 'incomplete',
    });
    expect(parseDtcAnswer('43 05 01 33\r>', { protocol: 'can' })).toMatchObject({
      error: 'too-short',
    });
    expect(parseDtcAnswer('47 01 01 33\r>')).toMatchObject({ error: 'wrong-mode' });
    expect(parseDtcAnswer('NO DATA\r\r>')).toMatchObject({ error: 'no-data' });
  });
});

describe('AT commands and dispatch', () => {
  it('reads the adapter text, with or without echo', () => {
    expect(parseAtAnswer('ATZ', 'ATZ\r\r\rELM327 v1.5\r\r>')).toEqual({
      ok: true,
      text: 'ELM327 v1.5',
    });
    expect(parseAtAnswer('ATE0', 'ATE0\rOK\r\r>')).toEqual({ ok: true, text: 'OK' });
    expect(parseAtAnswer('ATXX', '?\r\r>')).toMatchObject({ error: 'unknown-command' });
  });

  it('parses by the command sent', () => {
    expect(parseElm327Answer('ATSP0', 'OK\r\r>')).toEqual({
      kind: 'at',
      result: { ok: true, text: 'OK' },
    });
    expect(parseElm327Answer('010d', '41 0D 32\r>')).toMatchObject({
      kind: 'pid',
      result: { ok: true, pid: 'vehicleSpeed', value: 50 },
    });
    expect(parseElm327Answer('03', '43 01 01 33\r>')).toMatchObject({
      kind: 'dtc',
      result: { codes: ['P0133'] },
    });
    expect(parseElm327Answer('0902', '49 02 01\r>')).toMatchObject({
      result: { ok: false, error: 'unsupported-command' },
    });
  });
});
