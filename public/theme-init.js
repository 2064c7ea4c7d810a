// Runs before the first paint so a dark theme never flashes light (seed §4: stored value, else
// the system preference). Kept tiny and dependency-free; src/lib/theme.ts owns the logic after.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private mode); the system preference applies then.
  }
  var media = matchMedia('(prefers-color-scheme: dark)');
  var apply = function (dark) {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply(stored ? stored === 'dark' : media.matches);
  // The prerendered login shows for seconds before the app's scripts run on a slow phone: it
  // follows a change of the system's scheme in that time too (src/lib/theme.ts takes over after).
  if (!stored) {
    media.addEventListener('change', function () {
      var chosen = null;
      try {
        chosen = localStorage.getItem('theme');
      } catch {
        // As above: no storage, the system decides.
      }
      if (!chosen) apply(media.matches);
    });
  }
})();
