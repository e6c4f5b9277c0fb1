import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config, RateRule } from '../config.js';
import { AppError, errorMessages, sendApiNotFound } from './errors.js';
import type { RateLimiter } from './rate-limit.js';
import { acceptedLanguages, pickLanguage } from '@usra/domain/common/language';

/** The pages the web build writes per language (apps/web/scripts/prerender.mjs), by address. */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/about': 'about.html',
  '/privacy': 'privacy.html',
  '/terms': 'terms.html',
  // The sign-in page, with its own light entry (the sign-up tab: `auth-sign-up.html`).
  '/auth': 'auth.html',
};
/** Addresses that send a signed-in visitor on to /app. */
const SIGNED_OUT_ONLY = new Set(['/', '/auth']);
/** The prerendered variant of /auth with the sign-up tab open, for `/auth?tab=sign-up`. */
const AUTH_SIGN_UP_FILE = 'auth-sign-up.html';
/** The sign-in form's fields; nothing more is read (and nothing of it is kept). */
const AUTH_FORM_LIMIT_BYTES = 16 * 1024;
const LANGUAGES = ['ar', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/** Set by the web app (src/lib/i18n.ts, src/boot.js) and by the language link (`?lang=`). */
const LANGUAGE_COOKIE = 'usra_lang';
const SESSION_COOKIE_PREFIX = 'usra.session_token';
/** The service worker and the web app manifests (apps/web: src-sw/sw.ts, public/). */
const SERVICE_WORKER_FILES = new Set([
  'sw.js',
  'sw.js.br',
  'sw.js.gz',
  'manifest.webmanifest',
  'manifest.en.webmanifest',
]);

export interface WebAppOptions {
  /** Whether a request carries a live session: `/` sends signed-in visitors on to /app. */
  isSignedIn?: (request: FastifyRequest) => Promise<boolean>;
  /** Settings the pages read (footer social links, map tiles), put into every HTML page sent. */
  publicConfig?: Pick<Config, 'social'> & Partial<Pick<Config, 'map'>>;
  /** Counts not-found answers per address by `rule`, at the given clock. */
  notFoundLimit?: { limiter: RateLimiter; rule: RateRule; now: () => number };
}

interface HtmlPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type Social = NonNullable<WebAppOptions['publicConfig']>['social'];
const SOCIAL_NETWORKS = ['x', 'instagram', 'youtube'] as const;

/** As React escapes an attribute value. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The prerendered footer has every social link, each with a placeholder address
 * (apps/web/src/lib/public-config.ts): the configured ones get their address, the others go, and
 * the list goes when none is configured. The page then hydrates with the same links.
 */
export function fillSocialLinks(html: string, social: Social): string {
  let filled = html;
  for (const network of SOCIAL_NETWORKS) {
    const url = social[network];
    filled = url
      ? filled.replaceAll(
          `href="https://usra.invalid/social/${network}"`,
          `href="${escapeAttribute(url)}"`,
        )
      : filled.replace(new RegExp(`<li data-social="${network}">[\\s\\S]*?</li>`, 'g'), '');
  }
  if (!SOCIAL_NETWORKS.some((network) => social[network])) {
    filled = filled.replace(/<div data-social-links="">[\s\S]*?<\/ul><\/div>/g, '');
  }
  return filled;
}

function htmlPage(
  file: string,
  configScript: string,
  social: Social,
  language?: Language,
): HtmlPage {
  let html = fillSocialLinks(readFileSync(file, 'utf8'), social).replace(
    '</head>',
    `${configScript}</head>`,
  );
  // The app's page names the visitor's language, which the app adopts when it has none saved.
  if (language === 'en')
    html = html
      .replace('<html lang="ar" dir="rtl">', '<html lang="en" dir="ltr">')
      // The installable app's name in English (apps/web/public/manifest.en.webmanifest).
      .replace('href="/manifest.webmanifest"', 'href="/manifest.en.webmanifest"');
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** The HTML files a build serves: the app's page and the prerendered ones. */
function servedPages(distDir: string): string[] {
  const pages = [path.join(distDir, 'index.html')];
  for (const language of LANGUAGES) {
    const dir = path.join(distDir, 'pages', language);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir).filter((file) => file.endsWith('.html'));
    pages.push(...files.map((file) => path.join(dir, file)));
  }
  return pages.filter((file) => existsSync(file));
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in the pages of this
 * build (apps/web/src/boot.js and page-loader.js, which the web build puts inline): the policy
 * allows these and no other inline script. Scripts with `src`, and the JSON config (data, never
 * run), need none.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of servedPages(distDir)) {
    for (const [, attributes = '', code = ''] of readFileSync(page, 'utf8').matchAll(
      SCRIPT_ELEMENT,
    )) {
      if (/\ssrc=|\stype="application\/json"/.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** `<script type="application/json">` read by apps/web/src/lib/public-config.ts. */
function configScript(config: WebAppOptions['publicConfig']): string {
  // `<` is escaped so that no value can close the script element.
  const json = JSON.stringify({
    social: config?.social ?? {},
    map: config?.map ?? null,
  }).replaceAll('<', '\\u003c');
  return `<script id="usra-config" type="application/json">${json}</script>`;
}

/**
 * The same page without `lang`, as a path on this site only: `//host` or `/\host` at the start of
 * the address would name another site.
 */
function samePageWithoutLanguage(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = pathname.startsWith('/') ? `/${pathname.replace(/^[/\\]+/, '')}` : '/';
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart));
  query.delete('lang');
  return query.size > 0 ? `${safePath}?${query}` : safePath;
}

/**
 * The language switch (apps/web components/ui/language-switch.tsx) is a link to `?lang=xx` on the
 * page itself, so that it works before the page has hydrated and without JavaScript: the choice
 * goes into the cookie the pages are sent by, and the visitor back to the same page without it.
 */
function registerLanguageLink(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const language = (request.query as { lang?: unknown }).lang;
    if (!LANGUAGES.includes(language as Language)) return;
    const target = samePageWithoutLanguage(request.url);
    if (/^\/(api|assets)(\/|\?|$)/.test(target)) return;
    return reply
      .header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${String(language)}; Path=/; Max-Age=31536000; SameSite=Lax`,
      )
      .header('cache-control', 'no-store')
      .redirect(target, 303);
  });
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/**
 * Serves the built web app. The public pages go out prerendered, in the language of the
 * visitor's `usra_lang` cookie, else of their browser (`Accept-Language`: Arabic for `ar*`, else
 * English; Arabic when it names none); unknown non-API paths get index.html (the
 * client router decides what to show, including /404); unknown /api paths get a JSON 404.
 * Assets are sent precompressed (.br/.gz written by the build) and cached for a year.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const hasWeb = existsSync(index);
  const script = configScript(options.publicConfig);
  const social = options.publicConfig?.social ?? {};
  const spaPages = hasWeb
    ? { ar: htmlPage(index, script, social, 'ar'), en: htmlPage(index, script, social, 'en') }
    : null;
  // The visitor's choice (the cookie) wins; before one, the browser's languages decide.
  const languageOf = (request: FastifyRequest): Language => {
    const chosen = request.cookies[LANGUAGE_COOKIE];
    if (chosen === 'en' || chosen === 'ar') return chosen;
    return pickLanguage(acceptedLanguages(request.headers['accept-language']));
  };
  registerLanguageLink(app);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (SERVICE_WORKER_FILES.has(path.basename(filePath))) {
          // Checked on every visit: a new deployment reaches installed apps at once.
          void res.header('cache-control', 'no-cache');
        }
      },
    });

    const pagesDir = path.join(distDir, 'pages');
    const loadPages = (file: string) => {
      const pages = {} as Record<Language, HtmlPage>;
      for (const language of LANGUAGES) {
        const source = path.join(pagesDir, language, file);
        // A build without prerendered pages still works: the client renders them.
        pages[language] = existsSync(source)
          ? htmlPage(source, script, social, language)
          : spaPages![language];
      }
      return pages;
    };
    const authSignUpPages = loadPages(AUTH_SIGN_UP_FILE);
    for (const [url, file] of Object.entries(PUBLIC_PAGES)) {
      const pages = loadPages(file);
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        if (
          SIGNED_OUT_ONLY.has(url) &&
          options.isSignedIn &&
          request.headers.cookie?.includes(SESSION_COOKIE_PREFIX) &&
          (await options.isSignedIn(request))
        ) {
          return reply.header('cache-control', 'no-store').redirect('/app', 302);
        }
        const signUp = url === '/auth' && (request.query as { tab?: unknown }).tab === 'sign-up';
        return sendHtml(request, reply, (signUp ? authSignUpPages : pages)[languageOf(request)]);
      });
    }
    await app.register(authFormFallback);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing build file is a 404, not the app's page (a stale tab asking for an old chunk).
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && spaPages && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendHtml(request, reply, spaPages[languageOf(request)]);
    }
    const limit = options.notFoundLimit;
    if (limit) {
      const decision = await limit.limiter.consume(
        `not-found:${request.ip}`,
        limit.rule,
        limit.now(),
      );
      if (!decision.allowed) {
        throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
    }
    return sendApiNotFound(request, reply);
  });
}

/**
 * The sign-in and sign-up forms POST to /auth when submitted before the prerendered page has
 * hydrated (so that the password never goes into the address). The fields are dropped and the
 * browser is sent back to the same page (303: as a GET), which by then signs in with JavaScript.
 * The cross-site guard allows this route's urlencoded body by name (cross-site.ts).
 */
async function authFormFallback(scope: FastifyInstance): Promise<void> {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: AUTH_FORM_LIMIT_BYTES },
    (_request, _body, done) => done(null, null),
  );
  scope.post('/auth', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.header('cache-control', 'no-store').redirect(`/auth${query}`, 303);
  });
}
