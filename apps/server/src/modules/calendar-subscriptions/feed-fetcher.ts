import {
  SUBSCRIPTION_MAX_BYTES,
  type SubscriptionFailure,
} from '@usra/domain/calendar/subscription-schema';
import {
  OutboundError,
  type OutboundFetcher,
  type OutboundFailure,
} from '../../platform/outbound/outbound.js';

/** The whole exchange, redirects included. */
export const FETCH_TIMEOUT_MS = 20_000;
export const FETCH_MAX_REDIRECTS = 3;

export type FetchOutcome =
  | { kind: 'calendar'; text: string; etag: string | null; lastModified: string | null }
  | { kind: 'not-modified'; etag: string | null; lastModified: string | null }
  | { kind: 'failed'; failure: SubscriptionFailure };

const OUTBOUND_FAILURES: Record<OutboundFailure, SubscriptionFailure> = {
  'invalid-url': 'refused',
  refused: 'refused',
  unresolved: 'unreachable',
  timeout: 'timeout',
  'too-large': 'too-large',
  'too-many-redirects': 'too-many-redirects',
  network: 'unreachable',
};

function header(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 500 ? text : null;
}

/**
 * Fetches a subscribed calendar through the guarded fetcher (decision 017): refused addresses,
 * at most 3 redirects, 5 MB and 20 seconds; a conditional GET when the last answer had an
 * ETag or Last-Modified. Never throws for what the feed does: the outcome says it.
 */
export async function fetchFeed(
  outbound: Pick<OutboundFetcher, 'request'>,
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<FetchOutcome> {
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5',
    'user-agent': 'Usra calendar subscription',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    const response = await outbound.request(url, {
      headers,
      timeoutMs: limits.timeoutMs ?? FETCH_TIMEOUT_MS,
      maxBytes: limits.maxBytes ?? SUBSCRIPTION_MAX_BYTES,
      maxRedirects: FETCH_MAX_REDIRECTS,
    });
    const etag = header(response.headers.etag);
    const lastModified = header(response.headers['last-modified']);
    if (response.status === 304) return { kind: 'not-modified', etag, lastModified };
    if (response.status === 404 || response.status === 410) {
      return { kind: 'failed', failure: 'not-found' };
    }
    if (response.status >= 300 && response.status < 400) {
      return { kind: 'failed', failure: 'too-many-redirects' };
    }
    if (response.status < 200 || response.status >= 300) {
      return { kind: 'failed', failure: 'http-error' };
    }
    return { kind: 'calendar', text: response.body.toString('utf8'), etag, lastModified };
  } catch (error) {
    if (error instanceof OutboundError) {
      return { kind: 'failed', failure: OUTBOUND_FAILURES[error.reason] };
    }
    return { kind: 'failed', failure: 'unreachable' };
  }
}
