/** Settings the server puts into every page it sends (see apps/server/src/platform/web-app.ts). */
export interface PublicConfig {
  social: { x?: string; instagram?: string; youtube?: string };
  /** Map tiles (MAP_TILE_URL); null: no map, and no request leaves the machine. */
  map: { tileUrl: string; attribution: string } | null;
}

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
