import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';

const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    // The API server of `npm run dev`; another port can be named for side-by-side runs.
    target: process.env.USRA_API_ORIGIN ?? 'http://localhost:3000',
    // Keep the browser's Host: the server refuses writes whose Origin names another host.
    changeOrigin: false,
  },
};

/**
 * `<script src="/boot.js" …>` in the page templates becomes src/boot.js inline (without its
 * leading comment): it runs before the first paint, which a request for it would delay. The
 * server's Content-Security-Policy allows it by its hash (platform/web-app.ts).
 */
function inlineBootScript(): Plugin {
  const file = fileURLToPath(new URL('./src/boot.js', import.meta.url));
  return {
    name: 'usra:inline-boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const code = readFileSync(file, 'utf8')
          .replace(/^(?:\/\/.*\n)+/, '')
          .trim();
        return html.replace(
          /<script src="\/boot\.js"([^>]*)><\/script>/,
          `<script$1>\n${code}\n</script>`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [inlineBootScript(), react(), tailwindcss()],
  // The footer's copyright year in prerendered pages; the browser moves it on to the current one.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // Workspace packages are consumed from source: no build step between an edit and the browser.
    conditions: ['@usra/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload a prerendered page's chunks.
    manifest: true,
    rollupOptions: {
      // The app, and the light entries of the prerendered public pages and of a fresh visit to
      // /auth (templates for prerender.mjs).
      input: { main: 'index.html', public: 'public-page.html', auth: 'auth-page.html' },
    },
  },
});
