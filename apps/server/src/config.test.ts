import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('map tile configuration', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/usra-config-test' };

  it('has no map without MAP_TILE_URL', () => {
    expect(loadConfig(base).map).toBeNull();
  });

  it('takes an http(s) tile URL with {z}, {x} and {y}, and an optional attribution', () => {
    expect(
      loadConfig({ ...base, MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).map,
    ).toEqual({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' });
    expect(
      loadConfig({
        ...base,
        MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }).map,
    ).toEqual({
      tileUrl: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('refuses a tile URL that is not http(s) or lacks a placeholder', () => {
    for (const url of [
      'ftp://tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}/{x}.png',
      'tiles',
    ]) {
      expect(() => loadConfig({ ...base, MAP_TILE_URL: url }), url).toThrow(/MAP_TILE_URL/);
    }
  });
});

describe('file storage configuration', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/usra-config-test' };
  const s3 = { S3_BUCKET: 'usra-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps files under DATA_DIR/files, 25 MB an upload and 2048 MB a family, by default', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ driver: 'disk', root: '/tmp/usra-config-test/files' });
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(config.familyStorageQuotaBytes).toBe(2048 * 1024 * 1024);
    expect(
      loadConfig({ ...base, UPLOAD_MAX_MB: '10', FAMILY_STORAGE_QUOTA_MB: '500' }),
    ).toMatchObject({
      uploadMaxBytes: 10 * 1024 * 1024,
      familyStorageQuotaBytes: 500 * 1024 * 1024,
    });
  });

  it('switches to S3 when S3_BUCKET is set, path-style when an endpoint is given', () => {
    expect(loadConfig({ ...base, ...s3 }).storage).toEqual({
      driver: 's3',
      bucket: 'usra-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: 'usra/',
    });
    expect(loadConfig({ ...base, ...s3, S3_PREFIX: 'apps/usra/' }).storage).toMatchObject({
      prefix: 'apps/usra/',
    });
    expect(loadConfig({ ...base, ...s3, S3_PREFIX: '' }).storage).toMatchObject({ prefix: '' });
    expect(() => loadConfig({ ...base, ...s3, S3_PREFIX: 'usra' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ ...base, ...s3, S3_PREFIX: '../x/' })).toThrow(/S3_PREFIX/);
    expect(
      loadConfig({ ...base, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1' })
        .storage,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        ...base,
        ...s3,
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('keeps files on disk when STORAGE_DRIVER says so, even with S3 settings', () => {
    expect(loadConfig({ ...base, ...s3, STORAGE_DRIVER: 'disk' }).storage.driver).toBe('disk');
  });

  it('refuses S3 without a bucket, half a key pair, or a bad limit', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'usra-files', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...base, UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });
});

describe('live-update stream configuration', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/usra-config-test' };

  it('lets one address hold 50 streams by default, LIVE_STREAMS_PER_ADDRESS_MAX otherwise', () => {
    expect(loadConfig(base).liveStreamsPerAddress).toBe(50);
    expect(loadConfig({ ...base, LIVE_STREAMS_PER_ADDRESS_MAX: '400' }).liveStreamsPerAddress).toBe(
      400,
    );
    expect(() => loadConfig({ ...base, LIVE_STREAMS_PER_ADDRESS_MAX: '0' })).toThrow(
      /LIVE_STREAMS_PER_ADDRESS_MAX/,
    );
  });
});

describe('text extraction limits (decision 016)', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/usra-config-test' };
  const MB = 1024 * 1024;

  it('has a default for every limit', () => {
    expect(loadConfig(base).extraction).toEqual({
      maxRssBytes: 448 * MB,
      timeoutMs: 120_000,
      maxPixels: 16_000_000,
      maxPages: 500,
      concurrency: 1,
    });
    expect(loadConfig(base).jobLeaseMs).toBe(300_000);
  });

  it('takes each from its variable, within its bounds', () => {
    expect(
      loadConfig({
        ...base,
        EXTRACT_MAX_MB_RSS: '256',
        EXTRACT_TIMEOUT_SECONDS: '30',
        EXTRACT_MAX_PIXELS: '5000000',
        EXTRACT_MAX_PAGES: '50',
        EXTRACT_CONCURRENCY: '2',
        JOB_LEASE_SECONDS: '60',
      }),
    ).toMatchObject({
      extraction: {
        maxRssBytes: 256 * MB,
        timeoutMs: 30_000,
        maxPixels: 5_000_000,
        maxPages: 50,
        concurrency: 2,
      },
      jobLeaseMs: 60_000,
    });
    for (const [name, value] of [
      ['EXTRACT_MAX_MB_RSS', '64'],
      ['EXTRACT_MAX_MB_RSS', '20000'],
      ['EXTRACT_TIMEOUT_SECONDS', '0'],
      ['EXTRACT_MAX_PIXELS', '1e12'],
      ['EXTRACT_MAX_PAGES', '0'],
      ['EXTRACT_CONCURRENCY', '17'],
      ['JOB_LEASE_SECONDS', '1'],
    ] as const) {
      expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});

describe('single sign-on configuration (OIDC_*)', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/usra-config-test' };

  it('is off without OIDC_ISSUER_URL', () => {
    expect(loadConfig(base).oidc).toBeNull();
  });

  it('reads the provider with the issue’s defaults', () => {
    expect(
      loadConfig({
        ...base,
        OIDC_ISSUER_URL: 'https://auth.example.org/realms/home/',
        OIDC_CLIENT_ID: 'usra',
        OIDC_CLIENT_SECRET: 's3cret',
      }).oidc,
    ).toEqual({
      issuerUrl: 'https://auth.example.org/realms/home',
      clientId: 'usra',
      clientSecret: 's3cret',
      providerName: 'SSO',
      scopes: ['openid', 'email', 'profile'],
      allowSignUp: true,
      only: false,
    });
    const custom = loadConfig({
      ...base,
      OIDC_ISSUER_URL: 'https://auth.example.org',
      OIDC_CLIENT_ID: 'usra',
      OIDC_PROVIDER_NAME: 'Authentik',
      OIDC_SCOPES: 'email groups',
      OIDC_ALLOW_SIGNUP: 'false',
      OIDC_ONLY: 'true',
    }).oidc;
    expect(custom).toMatchObject({
      providerName: 'Authentik',
      scopes: ['openid', 'email', 'groups'],
      allowSignUp: false,
      only: true,
      clientSecret: undefined,
    });
  });

  it('refuses half a provider, and OIDC_ONLY without one', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://auth.example.org' })).toThrow(
      /OIDC_ISSUER_URL and OIDC_CLIENT_ID/,
    );
    expect(() => loadConfig({ ...base, OIDC_ONLY: 'true' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() =>
      loadConfig({ ...base, OIDC_ISSUER_URL: 'ftp://auth.example.org', OIDC_CLIENT_ID: 'x' }),
    ).toThrow(/OIDC_ISSUER_URL/);
  });
});
