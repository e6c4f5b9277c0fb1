import type { GeocodeResult } from '@usra/domain/family/address-schema';
import { AppError } from '../errors.js';
import { OutboundFetcher } from '../outbound/outbound.js';
import { cities, countries, type CityRow } from './world-cities.js';

export type GeocodeLanguage = 'ar' | 'en';

export interface Geocoder {
  readonly kind: 'offline' | 'nominatim' | 'photon';
  /** The best match of a free-text address, or null when nothing matches. */
  geocode(address: string, language: GeocodeLanguage): Promise<GeocodeResult | null>;
  /** A place name for a position (city level), or null when none is near. */
  reverse(latitude: number, longitude: number, language: GeocodeLanguage): Promise<string | null>;
}

const ARABIC = /\p{Script=Arabic}/u;

/** Lower case, no accents or Arabic vowel marks, one spelling of alef/yeh/teh marbuta, no punctuation. */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/['’`-]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Entry {
  row: CityRow;
  names: string[];
}

const entries: Entry[] = cities.map((row) => {
  const [en, ar, , , , aliases = []] = row;
  const names = new Set([en, ar, ...aliases].map(normalizePlace));
  // "Al Kharj" and "Kharj", "الخرج" and "خرج" are written both ways.
  for (const name of [...names]) {
    const bare = name.replace(/^(al|el|ar|ad|as|at|ash) /, '').replace(/^ال/, '');
    if (bare.length >= 3) names.add(bare);
  }
  return { row, names: [...names] };
});

const countryNames = new Map<string, string>();
for (const [code, [en, ar, aliases = []]] of Object.entries(countries)) {
  for (const name of [en, ar, ...aliases]) countryNames.set(normalizePlace(name), code);
}

function formatted(row: CityRow, language: GeocodeLanguage): string {
  const country = countries[row[2]];
  return language === 'ar'
    ? `${row[1]}، ${country?.[1] ?? row[2]}`
    : `${row[0]}, ${country?.[0] ?? row[2]}`;
}

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/**
 * City-level look-ups without a network: "Riyadh", "الرياض", "Jeddah, Saudi Arabia" and
 * "King Fahd Road, Riyadh" resolve to the city centre.
 */
export class OfflineGazetteer implements Geocoder {
  readonly kind = 'offline' as const;

  async geocode(address: string, language: GeocodeLanguage): Promise<GeocodeResult | null> {
    const parts = address
      .split(/[,،\n]/)
      .map(normalizePlace)
      .filter(Boolean);
    const countryCodes = new Set(parts.flatMap((p) => countryNames.get(p) ?? []));
    const inCountry = (entry: Entry) => countryCodes.size === 0 || countryCodes.has(entry.row[2]);
    const whole = ` ${parts.join(' ')} `;
    // An exact part first ("Jeddah, Saudi Arabia"), then a city named inside the text.
    const match =
      parts
        .map((part) => entries.find((e) => e.names.includes(part) && inCountry(e)))
        .find(Boolean) ??
      entries
        .flatMap((e) => e.names.map((name) => ({ e, name })))
        .filter(({ e, name }) => name.length >= 3 && whole.includes(` ${name} `) && inCountry(e))
        .sort((a, b) => b.name.length - a.name.length)[0]?.e;
    if (!match) return null;
    const replyIn = ARABIC.test(address) ? 'ar' : language;
    return {
      latitude: match.row[3],
      longitude: match.row[4],
      formattedAddress: formatted(match.row, replyIn),
      precision: 'city',
    };
  }

  async reverse(
    latitude: number,
    longitude: number,
    language: GeocodeLanguage,
  ): Promise<string | null> {
    let best: { row: CityRow; km: number } | null = null;
    for (const { row } of entries) {
      const km = distanceKm(latitude, longitude, row[3], row[4]);
      if (!best || km < best.km) best = { row, km };
    }
    // Beyond a city's reach the name would mislead more than help.
    return best && best.km <= 60 ? formatted(best.row, language) : null;
  }
}

const TIMEOUT_MS = 5000;
const USER_AGENT = 'Usra family organiser';
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * The one outbound request of the geocoders: GET, JSON, bounded in time and size, through the
 * guarded fetcher (decision 017: no private or loopback addresses, redirects checked again).
 */
export async function getJson(
  outbound: OutboundFetcher,
  baseUrl: string,
  path: string,
  params: Record<string, string>,
): Promise<unknown> {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  try {
    const response = await outbound.request(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
    });
    if (response.status < 200 || response.status >= 300) throw unavailable();
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    throw unavailable();
  }
}

/** Nominatim's place_rank: 26 and above is a street, a house or a place on a street. */
const STREET_RANK = 26;

/** A Nominatim-compatible service (GEOCODER_URL): /search and /reverse with format=jsonv2. */
export class NominatimGeocoder implements Geocoder {
  readonly kind = 'nominatim' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly outbound: OutboundFetcher = new OutboundFetcher(),
  ) {}

  async geocode(address: string, language: GeocodeLanguage): Promise<GeocodeResult | null> {
    const data = await getJson(this.outbound, this.baseUrl, 'search', {
      q: address,
      format: 'jsonv2',
      limit: '1',
      'accept-language': language,
    });
    const first = Array.isArray(data)
      ? (data[0] as
          { lat?: string; lon?: string; display_name?: string; place_rank?: number } | undefined)
      : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return {
      latitude,
      longitude,
      formattedAddress: first.display_name ?? address,
      precision: Number(first.place_rank ?? 0) >= STREET_RANK ? 'street' : 'city',
    };
  }

  async reverse(
    latitude: number,
    longitude: number,
    language: GeocodeLanguage,
  ): Promise<string | null> {
    const data = (await getJson(this.outbound, this.baseUrl, 'reverse', {
      lat: String(latitude),
      lon: String(longitude),
      format: 'jsonv2',
      zoom: '14',
      'accept-language': language,
    })) as { display_name?: string } | null;
    return data?.display_name ?? null;
  }
}

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    name?: string;
    street?: string;
    housenumber?: string;
    district?: string;
    city?: string;
    state?: string;
    country?: string;
    type?: string;
  };
}

/** Photon's feature types finer than a city: a house, a street, a named place on one. */
const PHOTON_STREET_TYPES = new Set(['house', 'street', 'other']);

function photonAddress(feature: PhotonFeature): string {
  const p = feature.properties ?? {};
  const street = [p.street, p.housenumber].filter(Boolean).join(' ');
  const parts = [p.name, street, p.district, p.city, p.country].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return parts.join(', ');
}

function firstFeature(data: unknown): PhotonFeature | undefined {
  const features = (data as { features?: unknown } | null)?.features;
  return Array.isArray(features) ? (features[0] as PhotonFeature | undefined) : undefined;
}

/**
 * A Photon service (GEOCODER_URL with GEOCODER_API=photon): /api and /reverse answering GeoJSON.
 * Photon's own languages are English, German and French; Arabic asks for the names as written
 * locally ("default").
 */
export class PhotonGeocoder implements Geocoder {
  readonly kind = 'photon' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly outbound: OutboundFetcher = new OutboundFetcher(),
  ) {}

  async geocode(address: string, language: GeocodeLanguage): Promise<GeocodeResult | null> {
    const feature = firstFeature(
      await getJson(this.outbound, this.baseUrl, 'api', {
        q: address,
        limit: '1',
        lang: language === 'en' ? 'en' : 'default',
      }),
    );
    const [longitude, latitude] = feature?.geometry?.coordinates ?? [];
    if (!feature || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return {
      latitude: latitude!,
      longitude: longitude!,
      formattedAddress: photonAddress(feature) || address,
      precision: PHOTON_STREET_TYPES.has(feature.properties?.type ?? '') ? 'street' : 'city',
    };
  }

  async reverse(
    latitude: number,
    longitude: number,
    language: GeocodeLanguage,
  ): Promise<string | null> {
    const feature = firstFeature(
      await getJson(this.outbound, this.baseUrl, 'reverse', {
        lat: String(latitude),
        lon: String(longitude),
        limit: '1',
        lang: language === 'en' ? 'en' : 'default',
      }),
    );
    return feature ? photonAddress(feature) || null : null;
  }
}

export function unavailable(): AppError {
  return new AppError(
    503,
    'PROVIDER_UNAVAILABLE',
    'The geocoding service is not available right now. Please try again later.',
  );
}

export type GeocoderApi = 'nominatim' | 'photon';

export function createGeocoder(
  url: string | undefined,
  api: GeocoderApi = 'nominatim',
  outbound: OutboundFetcher = new OutboundFetcher(),
): Geocoder {
  if (!url) return new OfflineGazetteer();
  return api === 'photon'
    ? new PhotonGeocoder(url, outbound)
    : new NominatimGeocoder(url, outbound);
}
