import { useEffect, useRef } from 'react';
import { hasNavigatedInApp } from './router';

/**
 * Sets the document title for a page or view and, when it appears after an in-app move (a link,
 * Back or Forward), puts focus on its heading so a screen reader announces the new page. The
 * heading is then scrolled into view if it is off-screen (after Back or Forward the page keeps the
 * last page's scroll position; the router turns the browser's own restoring off). Returns the heading's ref (the heading needs
 * `tabIndex={-1}`).
 */
export function usePageHeading(documentTitle: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    // On a fresh page load the browser already starts at the top; only in-app moves need it.
    const element = heading.current;
    if (!hasNavigatedInApp() || !element) return;
    element.focus({ preventScroll: true });
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
  }, []);
  return heading;
}
