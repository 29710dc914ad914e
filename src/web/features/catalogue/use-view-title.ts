import { useEffect, useRef } from 'react';
import { hasNavigatedInApp } from '../../lib/router';

const SITE = 'React Recipes';

/**
 * Sets the document title for a view and moves focus to its heading when the view appears after an in-app navigation, so a
 * screen reader announces the new page after a client-side navigation. Returns the heading's ref.
 */
export function useViewTitle(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${SITE}`;
  }, [title]);
  useEffect(() => {
    // On a fresh page load the browser already starts at the top; only in-app moves need it.
    if (hasNavigatedInApp()) heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
