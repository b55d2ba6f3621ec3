import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';

/** How long typing must pause before the search runs (and lands in the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that follows `value` (the address, on Back/forward) and reports what was typed
 * once typing pauses, never overwriting what is still being typed.
 *
 * While the router is on its way to another screen (a lazily loaded one takes a moment), the search waits:
 * putting it in the address then would cancel that navigation, bouncing a person who typed a name and clicked
 * the result back to the list. Outside a data router (component tests) there is no pending navigation.
 */
export function useDebouncedSearch(value: string, onSearch: (query: string) => void) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  const navigating = (useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle') !== 'idle';

  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const query = text.trim();
    if (query === pushed.current || navigating) return;
    const timer = setTimeout(() => {
      pushed.current = query;
      onSearch(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch, navigating]);

  return [text, setText] as const;
}
