// Runs before the app: applies the stored theme (ui-theme, dark by default) to the page background.
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
