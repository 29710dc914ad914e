import { useSyncExternalStore } from 'react';

/** docs/rules.md: the theme is "light" or "dark", kept in local storage under "theme", default light. */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'light';

// index.html's inline script applies the stored theme before first paint; this module keeps the
// `data-theme` attribute, local storage and React in step after that.
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled (private mode); the theme still applies to this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);
  return [theme, applyTheme];
}
