// Runs before the app: the stored theme (ui-theme, dark by default, shared with the trainers' app), the
// first frame (the sign-in or the app's, by whether a client session is stored), and the app's entry
// started once that frame is on screen.
(function () {
  var mode = 'dark';
  var signedIn = false;
  try {
    mode = localStorage.getItem('ui-theme') || 'dark';
    signedIn = Boolean(localStorage.getItem('coach.app.refresh-token'));
  } catch {
    // storage unavailable: defaults
  }
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.background = dark ? '#141414' : '#ffffff';
  root.dataset.boot = signedIn ? 'app' : 'auth';
})();

(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-app-entry]');
    for (var i = 0; i < links.length; i += 1) {
      var script = document.createElement('script');
      script.src = links[i].getAttribute('href');
      script.async = false;
      document.head.appendChild(script);
    }
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
})();

(function () {
  var link = document.querySelector('link[data-antd-styles]');
  if (!link) return;
  function apply() {
    link.media = 'all';
  }
  if (link.sheet) apply();
  else link.addEventListener('load', apply);
})();
