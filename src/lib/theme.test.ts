import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchTheme } from './theme';

/** A system scheme the test sets, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function systemScheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('watchTheme', () => {
  it('catches up with a system change made after the first paint, before the app started', () => {
    // The first paint saw a light system; the system turned dark before the app's scripts ran.
    document.documentElement.classList.remove('dark');
    systemScheme(true);
    const stop = watchTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    stop();
  });

  it('leaves a stored choice alone', () => {
    localStorage.setItem('theme', 'light');
    systemScheme(true);
    const stop = watchTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    stop();
  });
});
