#!/usr/bin/env node
// `npm run obd:simulate -- --token usra_obd_… [--url http://localhost:3000] [--every 1] [--batch 4]`
// Streams a simulated drive (warm-up, city, highway, idle; a misfire code now and then) to the
// ingestion API with a device token, as an adapter without a browser would. The device shows
// what it receives; the readings are simulated and the device card should say so (name it
// "Simulator" when you register it).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const { values } = parseArgs({
  options: {
    token: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    every: { type: 'string', default: '1' },
    batch: { type: 'string', default: '4' },
    seconds: { type: 'string' },
  },
});
if (!values.token) {
  console.error(
    'Usage: npm run obd:simulate -- --token <device token> [--url http://localhost:3000]',
  );
  console.error('Issue a token on the Vehicles screen: OBD Devices → the device → Device token.');
  process.exit(2);
}

buildIfNeeded();
const { simulatedReading } = await import(
  pathToFileURL(path.join(root, 'packages/domain/dist/vehicles/drive-simulator.js')).href
);

const every = Math.max(0.25, Number(values.every)) * 1000;
const batch = Math.max(1, Math.min(100, Number(values.batch)));
const stopAfter = values.seconds ? Number(values.seconds) * 1000 : Infinity;
const startedAt = new Date();
let second = 0;
let pending = [];

async function send() {
  const readings = pending;
  pending = [];
  const response = await fetch(new URL('/api/obd/ingest', values.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${values.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  });
  if (!response.ok) {
    const body = await response.text();
    console.error(`${response.status}: ${body}`);
    if (response.status === 401 || response.status === 409) process.exit(1);
  } else {
    const last = readings.at(-1);
    console.log(
      `${last.timestamp}  ${String(last.vehicleSpeed).padStart(3)} km/h  ${String(last.engineRpm).padStart(4)} rpm  ${last.engineTemperature} °C  ${last.diagnosticCodes.join(' ')}`,
    );
  }
}

const timer = setInterval(async () => {
  pending.push(simulatedReading(second, startedAt));
  second += every / 1000;
  if (pending.length >= batch) await send();
  if (Date.now() - startedAt.getTime() >= stopAfter) {
    clearInterval(timer);
    if (pending.length > 0) await send();
  }
}, every);
