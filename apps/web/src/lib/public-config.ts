import { createContext, useContext } from 'react';

/** Settings the server puts into every page it sends (see apps/server/src/platform/web-app.ts). */
export interface PublicConfig {
  social: { x?: string; instagram?: string; youtube?: string };
  /** Map tiles (MAP_TILE_URL); null: no map, and no request leaves the machine. */
  map: { tileUrl: string; attribution: string } | null;
}
export type SocialNetwork = keyof PublicConfig['social'];
export const socialNetworks: readonly SocialNetwork[] = ['x', 'instagram', 'youtube'];

const empty: PublicConfig = { social: {}, map: null };

/** Read once from `<script id="usra-config" type="application/json">`; empty when absent. */
export function readPublicConfig(): PublicConfig {
  if (typeof document === 'undefined') return empty;
  const text = document.getElementById('usra-config')?.textContent;
  if (!text) return empty;
  try {
    const parsed = JSON.parse(text) as Partial<PublicConfig>;
    const map =
      parsed.map && typeof parsed.map.tileUrl === 'string'
        ? { tileUrl: parsed.map.tileUrl, attribution: String(parsed.map.attribution ?? '') }
        : null;
    return { social: { ...parsed.social }, map };
  } catch {
    return empty;
  }
}

/**
 * The prerender (src/prerender.tsx) renders every social link with this address; the server
 * (web-app.ts) puts the configured address in its place and removes the links, and the list,
 * that are not configured. So the links are in the HTML sent, and the page hydrates unchanged.
 */
export function socialPlaceholder(network: SocialNetwork): string {
  return `https://usra.invalid/social/${network}`;
}
export const prerenderConfig: PublicConfig = {
  social: Object.fromEntries(socialNetworks.map((n) => [n, socialPlaceholder(n)])),
  map: null,
};

/** Set by the prerender; elsewhere the page's own configuration is read. */
export const PublicConfigContext = createContext<PublicConfig | null>(null);

let pageConfig: PublicConfig | undefined;
export function usePublicConfig(): PublicConfig {
  const override = useContext(PublicConfigContext);
  if (override) return override;
  pageConfig ??= readPublicConfig();
  return pageConfig;
}
