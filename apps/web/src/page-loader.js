// Starts a prerendered page's app after its first paint: scripts/prerender.mjs puts this inline at
// the end of the page, with the entry module in `data-entry` and its chunks in `data-preloads`
// (space-separated), so that the page paints from its HTML and stylesheet alone. Its text is the
// same on every page: the server's Content-Security-Policy allows it by its hash.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  var done = false;
  function load() {
    if (done) return;
    done = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    document.head.appendChild(module);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 1500);
})();
