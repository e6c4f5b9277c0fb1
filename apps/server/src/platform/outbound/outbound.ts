import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type BlockList, type LookupFunction } from 'node:net';
import { isAllowedAddress, networkList } from './addresses.js';

/**
 * Why an outbound request did not give an answer. `refused`: the name resolves to an address
 * the server does not connect to on a user's behalf (loopback, private, link-local…).
 */
export type OutboundFailure =
  | 'invalid-url'
  | 'refused'
  | 'unresolved'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  /** The answer's body is cut (and the request fails) past this size. */
  maxBytes?: number;
  /** Redirects followed (GET only), each one checked again. */
  maxRedirects?: number;
  /** False: the answer's body is discarded unread (a push service's answer). */
  readBody?: boolean;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Empty when `readBody` is false. For the server's own use: never shown to the user. */
  body: Buffer;
}

const DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
};

interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** What the fetcher asks for a name's addresses: `node:dns/promises`'s `lookup`, all of them. */
export type Resolver = (
  host: string,
  options: { all: true; verbatim: true },
) => Promise<{ address: string; family: number }[]>;

/**
 * The one way the server reaches an address a user can influence (decision 017): a push
 * service, the geocoder, the VIN decoder. It resolves the name itself, refuses anything but
 * public unicast addresses (unless inside `allowNetworks`, OUTBOUND_ALLOW_NETWORKS), then
 * connects to the very address it checked, so a name that resolves differently a moment later
 * cannot slip through. Time, answer size and redirects are bounded; every redirect is checked
 * like the first request.
 */
export class OutboundFetcher {
  private readonly allowed: BlockList;

  constructor(
    allowNetworks: readonly string[] = [],
    /** The resolver asked for a name's addresses (the system's; tests give their own). */
    private readonly resolve: Resolver = dnsLookup,
  ) {
    this.allowed = networkList(allowNetworks);
  }

  /** Resolves the URL's host and checks every address it has; answers the one to connect to. */
  async check(rawUrl: string | URL): Promise<Target> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new OutboundError('invalid-url', 'not a URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new OutboundError('invalid-url', 'only http and https');
    }
    if (url.username || url.password) throw new OutboundError('invalid-url', 'no credentials');
    // The URL parser has already turned 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: { address: string; family: number }[];
    if (isIP(host) !== 0) {
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      try {
        addresses = await this.resolve(host, { all: true, verbatim: true });
      } catch {
        throw new OutboundError('unresolved', 'the name does not resolve');
      }
    }
    if (addresses.length === 0) throw new OutboundError('unresolved', 'no address');
    // One non-public address is enough to refuse: the connection could be steered to it.
    if (!addresses.every((a) => isAllowedAddress(a.address, this.allowed))) {
      throw new OutboundError('refused', 'the address is not public');
    }
    const first = addresses[0]!;
    return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  async request(rawUrl: string | URL, options: OutboundRequest = {}): Promise<OutboundResponse> {
    const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const maxRedirects =
      options.method === 'POST' ? 0 : (options.maxRedirects ?? DEFAULTS.maxRedirects);
    let url: string | URL = rawUrl;
    for (let redirects = 0; ; redirects++) {
      const target = await withDeadline(this.check(url), deadline);
      const response = await exchange(target, options, deadline);
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location || response.status === 304) {
        return response;
      }
      if (redirects >= maxRedirects) {
        if (maxRedirects === 0) return response;
        throw new OutboundError('too-many-redirects', 'too many redirects');
      }
      url = new URL(location, target.url);
    }
  }
}

function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(new OutboundError('timeout', 'timed out'));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboundError('timeout', 'timed out')), left);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One request to the checked address; the name is kept for TLS and the Host header. */
function exchange(
  target: Target,
  options: OutboundRequest,
  deadline: number,
): Promise<OutboundResponse> {
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const readBody = options.readBody ?? true;
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(
        null,
        [{ address: target.address, family: target.family }],
      );
    } else {
      callback(null, target.address, target.family);
    }
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const left = deadline - Date.now();
    if (left <= 0) {
      reject(new OutboundError('timeout', 'timed out'));
      return;
    }
    let settled = false;
    const fail = (error: OutboundError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = client.request(
      target.url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        lookup: pinned,
        agent: false,
        // An IPv6 literal in the URL keeps its brackets out of the connection.
        ...(isIP(target.url.hostname.replace(/^\[|\]$/g, '')) === 6
          ? { host: target.address }
          : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        };
        if (!readBody) {
          response.resume();
          response.on('end', finish);
          response.on('error', () => fail(new OutboundError('network', 'connection failed')));
          return;
        }
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) fail(new OutboundError('too-large', 'the answer is too large'));
          else chunks.push(chunk);
        });
        response.on('end', finish);
        response.on('error', () => fail(new OutboundError('network', 'connection failed')));
      },
    );
    const timer = setTimeout(() => fail(new OutboundError('timeout', 'timed out')), left);
    request.on('error', () => fail(new OutboundError('network', 'connection failed')));
    request.end(options.body);
  });
}
