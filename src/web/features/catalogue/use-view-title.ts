import { useEffect, useRef } from 'react';

const SITE = 'React Recipes';

/**
 * Sets the document title for a view and moves focus to its heading when the view appears, so a
 * screen reader announces the new page after a client-side navigation. Returns the heading's ref.
 */
export function useViewTitle(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${SITE}`;
  }, [title]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}
