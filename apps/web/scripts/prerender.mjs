// After `vite build` and the SSR build of src/prerender.tsx: writes the public pages and /auth
// (one file per tab), in both languages, as complete HTML into dist/pages/<lang>/<page>.html (the
// server picks one per request), then precompresses dist for the server (@fastify/static
// preCompressed).
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, '.prerender');

const { renderPage, renderAuthPage, prerenderedPaths } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);

/**
 * A built page template (public-page.html, auth-page.html) made ready for prerendered content:
 * the entry script and its preloads leave the head, and src/page-loader.js adds them after the
 * first paint, so the prerendered page paints from the HTML and the stylesheet alone.
 */
function prepareTemplate(name) {
  const file = path.join(dist, name);
  const built = readFileSync(file, 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const entry = entryTag.exec(built)?.[1];
  if (!entry) throw new Error(`${name} has no module script`);
  const builtPreloads = [
    ...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let html = built.replace(entryTag, '');
  for (const [tag] of builtPreloads) html = html.replace(tag, '');
  // Only the prerendered pages are served; their template is not a page of its own.
  rmSync(file);
  return { file, built, html, entry, preloads: builtPreloads.map(([, href]) => href) };
}

/** src/page-loader.js without its leading comment: the same text on every page, allowed by hash. */
const loaderCode = readFileSync(path.join(web, 'src/page-loader.js'), 'utf8')
  .replace(/^(?:\/\/.*\n)+/, '')
  .trim();

/** Starts the page's app after the first paint (the entry and its chunks in data attributes). */
function loader(template, preloadFiles) {
  const hrefs = [...template.preloads, ...preloadFiles];
  return `<script data-entry="${escapeHtml(template.entry)}" data-preloads="${escapeHtml(hrefs.join(' '))}">${loaderCode}</script>`;
}

const publicTemplate = prepareTemplate('public-page.html');
const authTemplate = prepareTemplate('auth-page.html');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The text chunks a page needs before it can hydrate (the entry's own chunks are in the template). */
function preloads(page, language) {
  const sources = [
    ...(page === '/'
      ? [`src/locales/${language}/landing.json`, `src/locales/${language}/faq.json`]
      : [`src/locales/${language}/landing.json`, `src/locales/${language}/legal.json`]),
  ];
  return chunksOf(sources).filter((href) => !publicTemplate.built.includes(`"${href}"`));
}

/** The files of some source modules and of everything they import statically, as URLs. */
function chunksOf(sources) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) if (!manifest[imported]?.isEntry) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].map((file) => `/${file}`);
}

function fileName(page) {
  return page === '/' ? 'index.html' : `${page.slice(1)}.html`;
}

/** A template filled with one prerendered page in one language. */
function fillTemplate(template, { html, title, description }, language, preloadFiles) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const document = template.html
    .replace(
      /<html lang="ar" dir="rtl">/,
      `<html lang="${language}" dir="${dir}" data-prerendered="${language}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</body>', `${loader(template, preloadFiles)}</body>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${language}">${html}</div>`,
    );
  if (!document.includes(`data-prerendered="${language}">`)) {
    throw new Error('the page template no longer has the markers prerender.mjs replaces');
  }
  return document;
}

rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
for (const language of ['ar', 'en']) {
  const pagesDir = path.join(dist, 'pages', language);
  mkdirSync(pagesDir, { recursive: true });
  for (const page of prerenderedPaths) {
    const document = fillTemplate(
      publicTemplate,
      await renderPage(page, language),
      language,
      preloads(page, language),
    );
    // The server fills in the configured social links (apps/server/src/platform/web-app.ts).
    if (!/<li data-social="x">[\s\S]*?href="https:\/\/usra\.invalid\/social\/x"/.test(document)) {
      throw new Error(`${page}: the footer no longer has the social-link markers web-app.ts fills`);
    }
    writeFileSync(path.join(pagesDir, fileName(page)), document);
  }
  // /auth, with the sign-in tab open and with the sign-up tab open (`/auth?tab=sign-up`).
  for (const [tab, file] of [
    ['sign-in', 'auth.html'],
    ['sign-up', 'auth-sign-up.html'],
  ]) {
    const document = fillTemplate(authTemplate, await renderAuthPage(language, tab), language, []);
    writeFileSync(path.join(pagesDir, file), document);
  }
}
rmSync(ssrDir, { recursive: true, force: true });

// Precompressed copies: the server sends them as they are, so no CPU goes to compression.
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
function compressAll(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      compressAll(file);
      continue;
    }
    if (!compressible.test(entry)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
compressAll(dist);
console.log(
  `prerendered ${prerenderedPaths.length} pages in ar and en into ${path.relative(web, dist)}/pages`,
);
