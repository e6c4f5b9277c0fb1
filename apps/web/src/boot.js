// Runs before the first paint: vite.config.ts puts it inline into every page (a request here
// would hold the first paint back), and the server allows exactly this script by its hash in the
// Content-Security-Policy (apps/server/src/platform/security-headers.ts), no other inline script.
// Applies the visitor's language, so English users never see a flash of RTL: the usra_lang
// cookie first (set by the app, and by the server when the language link is followed without
// JavaScript), else the app's saved choice. Renews the cookie, which tells the server the
// language to send pages in. Hides a page prerendered in the other language until the app has
// rendered it (public-main.tsx, auth-main.tsx). With `data-theme` on its tag, also applies the
// saved theme (Settings → Appearance): no flash of the wrong one.
(function () {
  var root = document.documentElement;
  try {
    var cookie = /(?:^|;\s*)usra_lang=(ar|en)(?:;|$)/.exec(document.cookie);
    var lang = cookie ? cookie[1] : localStorage.getItem('usra.lang');
    if (lang === 'en' || lang === 'ar') {
      if (root.hasAttribute('data-prerendered') && root.lang !== lang)
        root.classList.add('lang-pending');
      root.lang = lang;
      root.dir = lang === 'ar' ? 'rtl' : 'ltr';
      document.cookie = 'usra_lang=' + lang + '; path=/; max-age=31536000; samesite=lax';
      // Never leave the page hidden if the app fails to start.
      setTimeout(function () {
        root.classList.remove('lang-pending');
      }, 4000);
    }
  } catch {
    // Storage or cookies may be refused (private browsing): the page keeps what the server sent.
  }
  try {
    var script = document.currentScript;
    if (script && script.hasAttribute('data-theme')) {
      var theme = localStorage.getItem('usra.theme');
      var dark =
        theme === 'dark' ||
        (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
      if (dark) root.classList.add('dark');
    }
  } catch {
    // Storage may be refused (private browsing): the page keeps the light theme.
  }
})();
