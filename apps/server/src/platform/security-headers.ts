import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Where a tile template's images come from, as a CSP source. A placeholder in the host
 * (`https://{s}.tile.example/…`) stands for any subdomain: `https://*.tile.example`.
 */
export function tileSource(tileUrl: string): string {
  const [, scheme, authority] = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl) ?? [];
  if (!scheme || !authority) return "'none'";
  const labels = authority.split('.');
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  if (lastTemplated === -1) return `${scheme}://${authority}`;
  // CSP allows a wildcard only as the first label; a templated top-level label allows the scheme.
  if (lastTemplated === labels.length - 1) return `${scheme}:`;
  return `${scheme}://*.${labels.slice(lastTemplated + 1).join('.')}`;
}

/**
 * The policy of every answer. Scripts only from the app's own files, and the pages' own inline
 * scripts by their hashes (`inlineScriptHashes` in web-app.ts): no other inline script. Styles
 * may be inline: React, Radix, sonner and Leaflet set style attributes and elements.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'map'>,
  scriptHashes: string[] = [],
): string {
  const images = ["'self'", 'data:', ...(config.map ? [tileSource(config.map.tileUrl)] : [])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(
  config: Pick<Config, 'map' | 'baseUrl'>,
  scriptHashes: string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    // Only a site reached over HTTPS may tell browsers to insist on it.
    ...(config.baseUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000' }
      : {}),
  };
}

/** Pages, API answers, errors, files and the API docs all carry the same security headers. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'map' | 'baseUrl'>,
  scriptHashes: string[] = [],
): void {
  const headers = Object.entries(securityHeaders(config, scriptHashes));
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of headers) void reply.header(name, value);
    done(null, payload);
  });
}
