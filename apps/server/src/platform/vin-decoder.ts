import { decodeVin, type DecodedVin } from '@usra/domain/vehicles/vin';
import { AppError } from './errors.js';
import { OutboundFetcher } from './outbound/outbound.js';

const TIMEOUT_MS = 5000;

/** What the Add Vehicle form fills in (spec section 7: vin-decode's `data`). */
export interface VinDecoding {
  vin: string;
  make: string | null;
  model: string | null;
  year: number | null;
  bodyClass: string | null;
  engine: string | null;
  fuelType: string | null;
  manufacturer: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  checkDigit: DecodedVin['checkDigit'];
  /** 'offline': the table shipped with Usra; 'online': VIN_DECODER_URL. */
  source: 'offline' | 'online';
}

export interface VinDecoder {
  readonly kind: 'offline' | 'online';
  /** The decoding of a VIN already checked by VinSchema, or null when nothing is known of it. */
  decode(vin: string): Promise<VinDecoding | null>;
}

function fromOffline(decoded: DecodedVin): VinDecoding {
  return {
    vin: decoded.vin,
    make: decoded.make,
    model: decoded.model,
    year: decoded.modelYear,
    bodyClass: decoded.body,
    engine: decoded.engine,
    fuelType: decoded.fuel,
    manufacturer: decoded.manufacturer,
    country: decoded.country,
    checkDigit: decoded.checkDigit,
    source: 'offline',
  };
}

/** The WMI table, the check digit and the model year: no request leaves the machine. */
export class OfflineVinDecoder implements VinDecoder {
  readonly kind = 'offline' as const;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  async decode(vin: string): Promise<VinDecoding | null> {
    const result = decodeVin(vin, this.clock());
    const decoded = result.ok ? result.vin : result.decoded;
    if (!decoded || (!decoded.manufacturer && !decoded.make)) return null;
    return fromOffline(decoded);
  }
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== 'Not Applicable'
    ? value.trim()
    : null;

/**
 * NHTSA vPIC or a service answering as it does (`/vehicles/DecodeVinValues/{vin}?format=json`);
 * what it leaves blank is taken from the offline decoding.
 */
export class VpicVinDecoder implements VinDecoder {
  readonly kind = 'online' as const;
  private readonly offline: OfflineVinDecoder;

  constructor(
    private readonly baseUrl: string,
    private readonly outbound: OutboundFetcher = new OutboundFetcher(),
    clock?: () => Date,
  ) {
    this.offline = new OfflineVinDecoder(clock);
  }

  async decode(vin: string): Promise<VinDecoding | null> {
    const base = this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`;
    const url = new URL(`vehicles/DecodeVinValues/${encodeURIComponent(vin)}`, base);
    url.searchParams.set('format', 'json');
    let body: unknown;
    try {
      // Through the guarded fetcher (decision 017); the answer is read here, never passed on.
      const response = await this.outbound.request(url, {
        headers: { accept: 'application/json', 'user-agent': 'Usra family organiser' },
        timeoutMs: TIMEOUT_MS,
        maxBytes: 256 * 1024,
      });
      if (response.status < 200 || response.status >= 300)
        throw new Error(`status ${response.status}`);
      body = JSON.parse(response.body.toString('utf8'));
    } catch {
      throw new AppError(
        503,
        'PROVIDER_UNAVAILABLE',
        'The VIN service did not answer. Please try again later.',
      );
    }
    const row = ((body as { Results?: Record<string, unknown>[] }).Results ?? [])[0] ?? {};
    const offline = await this.offline.decode(vin);
    const year = Number(text(row.ModelYear));
    const engine = [
      text(row.DisplacementL) && `${text(row.DisplacementL)} L`,
      text(row.EngineCylinders) && `${text(row.EngineCylinders)} cyl`,
      text(row.EngineModel),
    ]
      .filter(Boolean)
      .join(' ');
    const online = {
      make: text(row.Make),
      model: text(row.Model),
      year: Number.isInteger(year) && year > 0 ? year : null,
      bodyClass: text(row.BodyClass),
      engine: engine || null,
      fuelType: text(row.FuelTypePrimary),
      manufacturer: text(row.Manufacturer),
    };
    if (!online.make && !offline) return null;
    return {
      vin,
      make: online.make ?? offline?.make ?? null,
      model: online.model ?? offline?.model ?? null,
      year: online.year ?? offline?.year ?? null,
      bodyClass: online.bodyClass ?? offline?.bodyClass ?? null,
      engine: online.engine ?? offline?.engine ?? null,
      fuelType: online.fuelType ?? offline?.fuelType ?? null,
      manufacturer: online.manufacturer ?? offline?.manufacturer ?? null,
      country: offline?.country ?? null,
      checkDigit: offline?.checkDigit ?? 'not-applicable',
      source: 'online',
    };
  }
}

export function createVinDecoder(
  url: string | undefined,
  outbound: OutboundFetcher,
  clock?: () => Date,
): VinDecoder {
  return url ? new VpicVinDecoder(url, outbound, clock) : new OfflineVinDecoder(clock);
}
