import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NominatimGeocoder, normalizePlace, OfflineGazetteer } from './geocoder.js';

describe('offline gazetteer', () => {
  const sut = new OfflineGazetteer();

  it('resolves city names in English and Arabic, with or without the country', async () => {
    expect(await sut.geocode('Riyadh', 'en')).toEqual({
      latitude: 24.71,
      longitude: 46.68,
      formattedAddress: 'Riyadh, Saudi Arabia',
    });
    expect(await sut.geocode('الرياض', 'en')).toMatchObject({
      latitude: 24.71,
      formattedAddress: 'الرياض، السعودية',
    });
    expect(await sut.geocode('Jeddah, Saudi Arabia', 'en')).toMatchObject({
      latitude: 21.49,
      longitude: 39.19,
    });
    expect(await sut.geocode('جده', 'ar')).toMatchObject({ formattedAddress: 'جدة، السعودية' });
    expect(await sut.geocode('Makkah', 'en')).toMatchObject({
      formattedAddress: 'Mecca, Saudi Arabia',
    });
    expect(await sut.geocode('Dubai, UAE', 'ar')).toMatchObject({
      formattedAddress: 'دبي، الإمارات',
    });
  });

  it('finds the city inside a street address', async () => {
    expect(await sut.geocode('King Fahd Road, Al Olaya, Riyadh 12211', 'en')).toMatchObject({
      formattedAddress: 'Riyadh, Saudi Arabia',
    });
    expect(await sut.geocode('حي الروضة، شارع الأمير سلطان، جدة', 'ar')).toMatchObject({
      formattedAddress: 'جدة، السعودية',
    });
  });

  it('tells Tripoli in Libya from Tripoli in Lebanon by the country', async () => {
    expect((await sut.geocode('Tripoli, Libya', 'en'))?.latitude).toBe(32.89);
    expect((await sut.geocode('Tripoli, Lebanon', 'en'))?.latitude).toBe(34.44);
  });

  it('answers null for what it does not know', async () => {
    expect(await sut.geocode('Atlantis', 'en')).toBeNull();
    expect(await sut.geocode('12 Nowhere Street', 'en')).toBeNull();
  });

  it('names the nearest city for a position, within reach only', async () => {
    expect(await sut.reverse(24.75, 46.7, 'ar')).toBe('الرياض، السعودية');
    expect(await sut.reverse(0, -30, 'en')).toBeNull();
  });

  it('normalises Arabic letters and Latin accents', () => {
    expect(normalizePlace('  مكّة  المكرمة ')).toBe(normalizePlace('مكه المكرمه'));
    expect(normalizePlace('São Paulo')).toBe('sao paulo');
  });
});

describe('Nominatim-compatible geocoder', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://x');
      response.setHeader('content-type', 'application/json');
      if (url.pathname.endsWith('/search')) {
        const q = url.searchParams.get('q');
        if (q === 'boom') {
          response.statusCode = 500;
          response.end('{}');
          return;
        }
        response.end(
          JSON.stringify(
            q === 'nowhere'
              ? []
              : [{ lat: '24.6', lon: '46.7', display_name: 'Somewhere, Riyadh' }],
          ),
        );
      } else {
        response.end(JSON.stringify({ display_name: 'Olaya, Riyadh' }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/nominatim`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads the first result and the reverse place name', async () => {
    const sut = new NominatimGeocoder(base);
    expect(await sut.geocode('Olaya Street', 'ar')).toEqual({
      latitude: 24.6,
      longitude: 46.7,
      formattedAddress: 'Somewhere, Riyadh',
    });
    expect(seen.at(-1)).toContain(
      '/nominatim/search?q=Olaya+Street&format=jsonv2&limit=1&accept-language=ar',
    );
    expect(await sut.geocode('nowhere', 'en')).toBeNull();
    expect(await sut.reverse(24.6, 46.7, 'en')).toBe('Olaya, Riyadh');
  });

  it('reports an unavailable service instead of failing silently', async () => {
    await expect(new NominatimGeocoder(base).geocode('boom', 'en')).rejects.toMatchObject({
      status: 503,
      code: 'PROVIDER_UNAVAILABLE',
    });
    await expect(
      new NominatimGeocoder('http://127.0.0.1:9').geocode('x', 'en'),
    ).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
