import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * A deliberately tiny history router: the app has two pages, so a routing library would cost more
 * bytes than it saves. Pages read the location with `useLocation` and move with `navigate` or `Link`.
 */
export interface AppLocation {
  pathname: string;
  search: string;
}

const listeners = new Set<() => void>();
let navigated = false;

/** Whether the visitor has moved within the app since the page loaded (link, back or forward). */
export function hasNavigatedInApp(): boolean {
  return navigated;
}

function onPopState() {
  navigated = true;
}

function subscribe(listener: () => void): () => void {
  // Pages place the viewport themselves (usePageHeading brings the focused heading into view):
  // the browser's own restoring on Back and Forward can land after that and hide the heading.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', onPopState); // the same function is only added once
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

let cached: AppLocation = { pathname: '/', search: '' };
function snapshot(): AppLocation {
  const { pathname, search } = window.location;
  if (cached.pathname !== pathname || cached.search !== search) cached = { pathname, search };
  return cached;
}

const serverLocation: AppLocation = { pathname: '/', search: '' };

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribe, snapshot, () => serverLocation);
}

/** Pushes (or replaces) a history entry and tells every `useLocation` reader. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else {
    window.history.pushState(null, '', to);
    navigated = true;
  }
  for (const listener of listeners) listener();
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An ordinary link that navigates without a reload; modified clicks keep the browser's meaning. */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
    window.scrollTo(0, 0);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
