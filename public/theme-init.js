// Runs before the first paint so a dark theme never flashes light (seed §4: stored value, else
// the system preference). Kept tiny and dependency-free; src/lib/theme.ts owns the logic after.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private mode); the system preference applies then.
  }
  var dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
