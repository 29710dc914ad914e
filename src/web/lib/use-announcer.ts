import { useCallback, useState } from 'react';

/**
 * The text of a polite status region and a function to change it. Saying the same thing twice in a
 * row still changes the region (a no-break space is added or dropped), so it is announced again;
 * saying '' empties it silently.
 */
export function useAnnouncer(): [message: string, announce: (text: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => {
    setMessage((previous) => (text !== '' && previous === text ? `${text}\u00a0` : text));
  }, []);
  return [message, announce];
}
