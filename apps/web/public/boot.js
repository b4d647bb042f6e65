// Runs before the app's bundle: applies the stored theme and reading direction so the first paint is right.
// Keys follow src/lib/storage (the spec's 'ata:' prefix, values stored as {"v": ...}).
(() => {
  const read = (key) => {
    try {
      const raw = localStorage.getItem(`ata:${key}`);
      if (raw === null) return undefined;
      const parsed = JSON.parse(raw);
      return parsed && typeof parsed === 'object' && 'v' in parsed ? parsed.v : parsed;
    } catch {
      return undefined;
    }
  };
  const root = document.documentElement;
  const theme = read('theme');
  const dark =
    theme === 'dark' ||
    ((theme === undefined || theme === 'system') &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) root.classList.add('dark');
  if (read('language') === 'fa') {
    root.lang = 'fa';
    root.dir = 'rtl';
  }
})();
