// The keys a fresh install makes once into DATA_DIR (the auth secret, Web Push's VAPID pair).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Reads the secret from DATA_DIR, creating it once, so a fresh install needs no configuration. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what PushManager.subscribe takes. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

/** Web Push's VAPID key pair, made once into DATA_DIR like the auth secret. */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    format: 'jwk',
  });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  const keys: VapidKeys = { publicKey: point.toString('base64url'), privateKey: jwk.d! };
  writeFileSync(
    file,
    `${JSON.stringify(keys)}
`,
    { mode: 0o600 },
  );
  return keys;
}
