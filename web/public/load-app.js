// Starts the app on a prerendered page once that page has been painted (see scripts/prerender.ts): the HTML is
// already readable, so its scripts only bring it to life and never compete with the first paint.
(() => {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach((href) => {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  // the browser reports the first contentful paint once it is on screen; a browser that never does still starts
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    once();
  }
  setTimeout(once, 3000);
})();
