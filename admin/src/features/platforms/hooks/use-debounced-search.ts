import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search runs (and lands in the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that follows `value` (the address, on Back/forward) and reports what was typed
 * once typing pauses, never overwriting what is still being typed.
 */
export function useDebouncedSearch(value: string, onSearch: (query: string) => void) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);

  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const query = text.trim();
    if (query === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = query;
      onSearch(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return [text, setText] as const;
}
