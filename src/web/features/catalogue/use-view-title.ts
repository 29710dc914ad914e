import { usePageHeading } from '../../lib/use-page-heading';

const SITE = 'React Recipes';

/**
 * Titles a catalogue view "{title} · React Recipes" and focuses its heading after an in-app move.
 * Returns the heading's ref.
 */
export function useViewTitle(title: string) {
  return usePageHeading(`${title} · ${SITE}`);
}
