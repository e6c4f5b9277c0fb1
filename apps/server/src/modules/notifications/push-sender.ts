import type { VapidKeys } from '../../config.js';
import { OutboundError, type OutboundFetcher } from '../../platform/outbound/outbound.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * 'gone': the push service no longer knows the subscription, or its address is no longer a
 * public one (it is removed).
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** A push stays this long at the push service when the device is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291): the
 * request is built by `web-push` and sent through the guarded fetcher (decision 017): the
 * endpoint's address is checked again at each send, and the push service's answer is not read.
 */
export function createPushSender(
  vapid: VapidKeys,
  subject: string,
  outbound: OutboundFetcher,
): PushSender {
  return {
    async send(target, payload) {
      // Loaded at the first push: most installs never send one (an idle server's memory).
      const { default: webpush } = await import('web-push');
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      try {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        const response = await outbound.request(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body,
          timeoutMs: PUSH_TIMEOUT_MS,
          readBody: false,
        });
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.status >= 200 && response.status < 300 ? 'sent' : 'failed';
      } catch (error) {
        const refused =
          error instanceof OutboundError &&
          (error.reason === 'refused' || error.reason === 'invalid-url');
        return refused ? 'gone' : 'failed';
      }
    },
  };
}

/** VAPID's subject: a mailto: or https: URL the push service can reach the sender at. */
export function vapidSubject(mailFrom: string, baseUrl: string): string {
  const email = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  if (/^[^\s@]+@[^\s@]+$/.test(email) && !email.endsWith('@localhost')) return `mailto:${email}`;
  return baseUrl.startsWith('https:') ? baseUrl : 'mailto:admin@usra.invalid';
}
