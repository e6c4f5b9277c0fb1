import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGeocoder,
  NominatimGeocoder,
  normalizePlace,
  OfflineGazetteer,
  PhotonGeocoder,
} from './geocoder.js';
import { OutboundFetcher } from '../outbound/outbound.js';

/** The fake services listen on loopback, which the guarded fetcher refuses unless allowed. */
const local = new OutboundFetcher(['127.0.0.1/32']);

describe('offline gazetteer', () => {
  const sut = new OfflineGazetteer();

  it('resolves city names in English and Arabic, with or without the country', async () => {
    expect(await sut.geocode('Riyadh', 'en')).toEqual({
      latitude: 24.71,
      longitude: 46.68,
      formattedAddress: 'Riyadh, Saudi Arabia',
      precision: 'city',
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

/**
 * Answers recorded from the public Nominatim (jsonv2) and Photon (komoot) services, trimmed to
 * the fields read; served by a local HTTP server on a port the system picks.
 */
const recorded = {
  nominatimStreet: [
    {
      place_id: 263113474,
      lat: '24.6914633',
      lon: '46.6852946',
      category: 'highway',
      type: 'primary',
      place_rank: 26,
      importance: 0.32,
      addresstype: 'road',
      name: 'طريق الملك فهد',
      display_name: 'طريق الملك فهد, العليا, الرياض, منطقة الرياض, 12214, السعودية',
    },
  ],
  nominatimCity: [
    {
      place_id: 258929839,
      lat: '24.638916',
      lon: '46.7160104',
      category: 'boundary',
      type: 'administrative',
      place_rank: 16,
      addresstype: 'city',
      name: 'الرياض',
      display_name: 'الرياض, منطقة الرياض, السعودية',
    },
  ],
  photonStreet: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [46.6745341, 24.7106592] },
        properties: {
          osm_type: 'N',
          osm_id: 5011386523,
          osm_key: 'shop',
          osm_value: 'supermarket',
          type: 'house',
          countrycode: 'SA',
          name: 'Othaim Markets',
          street: 'Olaya Street',
          district: 'Al Olaya',
          city: 'Riyadh',
          state: 'Riyadh Region',
          country: 'Saudi Arabia',
        },
      },
    ],
  },
  photonCity: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [39.1925048, 21.4858333] },
        properties: {
          osm_type: 'R',
          osm_id: 3400542,
          osm_key: 'place',
          osm_value: 'city',
          type: 'city',
          countrycode: 'SA',
          name: 'Jeddah',
          state: 'Makkah Region',
          country: 'Saudi Arabia',
        },
      },
    ],
  },
  photonReverse: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [46.6752, 24.7137] },
        properties: {
          type: 'street',
          name: 'Olaya Street',
          district: 'Al Olaya',
          city: 'Riyadh',
          country: 'Saudi Arabia',
        },
      },
    ],
  },
};

describe('geocoders against recorded answers (Nominatim and Photon)', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://x');
      const q = url.searchParams.get('q') ?? '';
      response.setHeader('content-type', 'application/json');
      const answer =
        url.pathname === '/nominatim/search'
          ? q.includes('فهد')
            ? recorded.nominatimStreet
            : recorded.nominatimCity
          : url.pathname === '/photon/api'
            ? q === 'nowhere'
              ? { type: 'FeatureCollection', features: [] }
              : q.includes('Othaim')
                ? recorded.photonStreet
                : recorded.photonCity
            : url.pathname === '/photon/reverse'
              ? recorded.photonReverse
              : null;
      if (answer === null) {
        response.statusCode = 404;
        response.end('{}');
        return;
      }
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('Nominatim: a street is street-level, a city only city-level', async () => {
    const sut = createGeocoder(`${base}/nominatim`, 'nominatim', local);
    expect(sut.kind).toBe('nominatim');
    expect(await sut.geocode('طريق الملك فهد، العليا، الرياض', 'ar')).toEqual({
      latitude: 24.6914633,
      longitude: 46.6852946,
      formattedAddress: 'طريق الملك فهد, العليا, الرياض, منطقة الرياض, 12214, السعودية',
      precision: 'street',
    });
    expect(await sut.geocode('Riyadh', 'en')).toMatchObject({
      latitude: 24.638916,
      precision: 'city',
    });
  });

  it('Photon: reads GeoJSON (longitude first), its place type and its reverse answer', async () => {
    const sut = createGeocoder(`${base}/photon`, 'photon', local);
    expect(sut).toBeInstanceOf(PhotonGeocoder);
    expect(await sut.geocode('Othaim Markets Olaya Street', 'en')).toEqual({
      latitude: 24.7106592,
      longitude: 46.6745341,
      formattedAddress: 'Othaim Markets, Olaya Street, Al Olaya, Riyadh, Saudi Arabia',
      precision: 'street',
    });
    expect(seen.at(-1)).toBe('/photon/api?q=Othaim+Markets+Olaya+Street&limit=1&lang=en');
    expect(await sut.geocode('جدة', 'ar')).toMatchObject({
      latitude: 21.4858333,
      longitude: 39.1925048,
      formattedAddress: 'Jeddah, Saudi Arabia',
      precision: 'city',
    });
    // Photon has no Arabic: the names as written locally.
    expect(seen.at(-1)).toContain('lang=default');
    expect(await sut.geocode('nowhere', 'en')).toBeNull();
    expect(await sut.reverse(24.7137, 46.6752, 'en')).toBe(
      'Olaya Street, Al Olaya, Riyadh, Saudi Arabia',
    );
  });

  it('Photon: an unavailable service is said, not hidden', async () => {
    await expect(
      new PhotonGeocoder(`${base}/missing`, local).geocode('x', 'en'),
    ).rejects.toMatchObject({
      status: 503,
      code: 'PROVIDER_UNAVAILABLE',
    });
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
    const sut = new NominatimGeocoder(base, local);
    expect(await sut.geocode('Olaya Street', 'ar')).toEqual({
      latitude: 24.6,
      longitude: 46.7,
      formattedAddress: 'Somewhere, Riyadh',
      precision: 'city',
    });
    expect(seen.at(-1)).toContain(
      '/nominatim/search?q=Olaya+Street&format=jsonv2&limit=1&accept-language=ar',
    );
    expect(await sut.geocode('nowhere', 'en')).toBeNull();
    expect(await sut.reverse(24.6, 46.7, 'en')).toBe('Olaya, Riyadh');
  });

  it('does not reach a loopback service unless the administrator allowed its network', async () => {
    const before = seen.length;
    await expect(new NominatimGeocoder(base).geocode('Olaya', 'en')).rejects.toMatchObject({
      status: 503,
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(seen.length).toBe(before);
  });

  it('reports an unavailable service instead of failing silently', async () => {
    await expect(new NominatimGeocoder(base, local).geocode('boom', 'en')).rejects.toMatchObject({
      status: 503,
      code: 'PROVIDER_UNAVAILABLE',
    });
    await expect(
      new NominatimGeocoder('http://127.0.0.1:9', local).geocode('x', 'en'),
    ).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});
