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
