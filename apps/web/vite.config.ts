import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The service worker (src-sw/sw.ts; docs/decisions/011-pwa-and-native.md): precaches the build's
 * own files, never an API answer. The manifests are files of public/ (one per language), linked
 * from the page templates; the app registers the worker itself (src/lib/pwa.ts).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src-sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The prerendered pages and their templates are served by the server per language; the
      // fonts' other scripts (Cyrillic, Greek, Vietnamese…) are not the app's languages.
      globIgnores: [
        'pages/**',
        'public-page.html',
        'auth-page.html',
        '**/*-cyrillic*',
        '**/*-greek*',
        '**/*-vietnamese*',
        '**/*-latin-ext*',
        '**/*-math-*',
        '**/*-symbols-*',
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineBootScript(), react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker()])],
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
}));
