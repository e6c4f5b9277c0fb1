/** Settings the server puts into every page it sends (see apps/server/src/platform/web-app.ts). */
export interface PublicConfig {
  social: { x?: string; instagram?: string; youtube?: string };
}

const empty: PublicConfig = { social: {} };

/** Read once from `<script id="usra-config" type="application/json">`; empty when absent. */
export function readPublicConfig(): PublicConfig {
  if (typeof document === 'undefined') return empty;
  const text = document.getElementById('usra-config')?.textContent;
  if (!text) return empty;
  try {
    const parsed = JSON.parse(text) as Partial<PublicConfig>;
    return { social: { ...parsed.social } };
  } catch {
    return empty;
  }
}
