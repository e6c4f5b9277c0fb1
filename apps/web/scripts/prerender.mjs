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
const built = readFileSync(templateFile, 'utf8');

// The entry script and its preloads leave the head: a small inline script adds them after the
// first paint, so the prerendered page paints from the HTML and the stylesheet alone.
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const entry = entryTag.exec(built)?.[1];
if (!entry) throw new Error('public-page.html has no module script');
const builtPreloads = [
  ...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
];
let template = built.replace(entryTag, '');
for (const [tag] of builtPreloads) template = template.replace(tag, '');

function loader(preloadFiles) {
  const hrefs = [...builtPreloads.map(([, href]) => href), ...preloadFiles];
  return `<script>(function(){var done=false;function load(){if(done)return;done=true;${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1500)})()</script>`;
}
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
  return chunksOf(sources).filter((href) => !built.includes(`"${href}"`));
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
      .replace('</body>', `${loader(preloads(page, language))}</body>`)
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
// /auth is the app's (not prerendered), but its page preloads the route's chunks, which the
// router would otherwise only discover after the entry has run.
const appTemplate = readFileSync(path.join(dist, 'index.html'), 'utf8');
const authPreloads = chunksOf(['src/app/routes/auth.tsx'])
  .filter((href) => !appTemplate.includes(`"${href}"`))
  .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
  .join('');
for (const language of ['ar', 'en']) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const document = appTemplate
    .replace(/<html lang="ar" dir="rtl">/, `<html lang="${language}" dir="${dir}">`)
    .replace('</head>', `${authPreloads}</head>`);
  writeFileSync(path.join(dist, 'pages', language, 'auth.html'), document);
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
