// Runs before the app: applies the stored theme (ui-theme, dark by default) to the page background,
// picks the first paint index.html shows, and starts the app's entry once that paint is on screen.
(function () {
  var mode = 'dark';
  try {
    mode = localStorage.getItem('ui-theme') || 'dark';
  } catch {
    // storage unavailable: keep the default
  }
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.background = dark ? '#141414' : '#ffffff';
})();

// Which first paint index.html shows before the app's scripts arrive: the app's frame when a session
// is stored (the guards take a signed-in user there), otherwise the sign-in screen's (its heading
// only on the trainers' login itself; the other public screens get the frame). The clients' app names
// its own session in the script tag (data-session-key) and has no "login" frame of its own.
(function () {
  var script = document.currentScript;
  var sessionKey = (script && script.getAttribute('data-session-key')) || 'coach.refresh-token';
  var trainers = sessionKey === 'coach.refresh-token';
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(sessionKey));
  } catch {
    // storage unavailable: signed out
  }
  var path = location.pathname.replace(/\/+$/, '') || '/';
  document.documentElement.dataset.boot = signedIn ? 'app' : trainers && (path === '/' || path === '/login') ? 'login' : 'auth';
})();

// The entry (preloaded by index.html) runs after the first paint: the page is never blank while the
// federation runtime and React evaluate. The clients' app (data-start="after-contentful-paint") waits until
// the browser has reported that paint, so evaluating never holds it back: its start is split in short tasks
// and its files preloaded (docs/decisions.md). The trainers' app starts after the first frame, as its start
// is still one long piece of work that Lighthouse would otherwise count as blocking (/login 94 → 87). A tab
// opened in the background paints nothing: it starts after 100 ms.
(function () {
  var script = document.currentScript;
  var afterContentfulPaint =
    Boolean(script && script.getAttribute('data-start') === 'after-contentful-paint') &&
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-app-entry]');
    for (var i = 0; i < links.length; i += 1) {
      var entry = document.createElement('script');
      entry.src = links[i].getAttribute('href');
      entry.async = false;
      document.head.appendChild(entry);
    }
  }
  if (afterContentfulPaint) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // If no paint is reported (a hidden tab), the app starts anyway.
    setTimeout(start, document.visibilityState === 'hidden' ? 100 : 1000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 100);
  }
})();

// antd's stylesheet (index.html) is requested as "print", which does not hold the first paint; it
// applies to the screen as soon as it has loaded.
(function () {
  var link = document.querySelector('link[data-antd-styles]');
  if (!link) return;
  function apply() {
    link.media = 'all';
  }
  if (link.sheet) apply();
  else link.addEventListener('load', apply);
})();
