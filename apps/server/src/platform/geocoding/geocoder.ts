import type { GeocodeResult } from '@usra/domain/family/address-schema';
import { AppError } from '../errors.js';
import { cities, countries, type CityRow } from './world-cities.js';

export type GeocodeLanguage = 'ar' | 'en';

export interface Geocoder {
  readonly kind: 'offline' | 'nominatim';
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

/** A Nominatim-compatible service (GEOCODER_URL): /search and /reverse with format=jsonv2. */
export class NominatimGeocoder implements Geocoder {
  readonly kind = 'nominatim' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly userAgent = 'Usra family organiser',
  ) {}

  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    return response.json();
  }

  async geocode(address: string, language: GeocodeLanguage): Promise<GeocodeResult | null> {
    const data = await this.get('search', {
      q: address,
      format: 'jsonv2',
      limit: '1',
      'accept-language': language,
    });
    const first = Array.isArray(data)
      ? (data[0] as { lat?: string; lon?: string; display_name?: string } | undefined)
      : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return { latitude, longitude, formattedAddress: first.display_name ?? address };
  }

  async reverse(
    latitude: number,
    longitude: number,
    language: GeocodeLanguage,
  ): Promise<string | null> {
    const data = (await this.get('reverse', {
      lat: String(latitude),
      lon: String(longitude),
      format: 'jsonv2',
      zoom: '14',
      'accept-language': language,
    })) as { display_name?: string } | null;
    return data?.display_name ?? null;
  }
}

export function unavailable(): AppError {
  return new AppError(
    503,
    'PROVIDER_UNAVAILABLE',
    'The geocoding service is not available right now. Please try again later.',
  );
}

export function createGeocoder(url: string | undefined): Geocoder {
  return url ? new NominatimGeocoder(url) : new OfflineGazetteer();
}
