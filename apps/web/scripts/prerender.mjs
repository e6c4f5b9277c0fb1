// After `vite build` and the SSR build of src/prerender.tsx: writes the public pages, in both
// languages, as complete HTML into dist/pages/<lang>/<page>.html (the server picks one per
// request), then precompresses dist for the server (@fastify/static preCompressed).
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, '.prerender');

const { renderPage, prerenderedPaths } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const templateFile = path.join(dist, 'public-page.html');
const template = readFileSync(templateFile, 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The chunks a page needs before it can hydrate: its route module and its texts. */
function preloads(page, language) {
  const sources = [
    ...(page === '/'
      ? [`src/locales/${language}/landing.json`, `src/locales/${language}/faq.json`]
      : [`src/locales/${language}/landing.json`, `src/locales/${language}/legal.json`]),
  ];
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) if (!manifest[imported]?.isEntry) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

function fileName(page) {
  return page === '/' ? 'index.html' : `${page.slice(1)}.html`;
}

rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
for (const language of ['ar', 'en']) {
  mkdirSync(path.join(dist, 'pages', language), { recursive: true });
  for (const page of prerenderedPaths) {
    const { html, title, description } = await renderPage(page, language);
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    const document = template
      .replace(
        /<html lang="ar" dir="rtl">/,
        `<html lang="${language}" dir="${dir}" data-prerendered="${language}">`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace('</head>', `${preloads(page, language)}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${language}">${html}</div>`,
      );
    if (!document.includes(`data-prerendered="${language}">`)) {
      throw new Error('index.html no longer has the markers prerender.mjs replaces');
    }
    writeFileSync(path.join(dist, 'pages', language, fileName(page)), document);
  }
}
rmSync(ssrDir, { recursive: true, force: true });
// Only the prerendered pages are served; their template is not a page of its own.
rmSync(templateFile);

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
