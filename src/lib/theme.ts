/**
 * Dark/light theme (seed §4): local storage key `theme`; on load the stored value, else the
 * system preference (public/theme-init.js applies it before the first paint).
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function activeTheme(): Theme {
  return storedTheme() ?? (systemDark() ? 'dark' : 'light');
}

const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  listeners.forEach((listener) => listener());
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  apply(theme);
}

export function toggleTheme(): void {
  setTheme(activeTheme() === 'dark' ? 'light' : 'dark');
}

/** Follows the system while the user has not chosen, and other tabs' choices. */
export function watchTheme(): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystem = () => {
    if (!storedTheme()) apply(activeTheme());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) apply(activeTheme());
  };
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  // A change between the first paint (public/theme-init.js) and now is caught up at once.
  onSystem();
  return () => {
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activeTheme,
    () => 'light' as Theme,
  );
}
