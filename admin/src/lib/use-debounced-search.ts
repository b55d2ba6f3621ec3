import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router-dom';

/** How long typing must pause before the search runs (and lands in the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that follows `value` (the address, on Back/forward) and reports what was typed
 * once typing pauses, never overwriting what is still being typed.
 *
 * While the router is on its way to another screen (a lazily loaded one takes a moment), the search waits:
 * putting it in the address then would cancel that navigation, bouncing a person who typed a name and clicked
 * the result back to the list. What is rendered lags the router (it renders its updates in a transition,
 * later on a busy machine), so when the timer fires it also asks the router whether it is loading or already
 * somewhere this screen has not drawn.
 * Outside a data router (component tests) there is no pending navigation.
 */
export function useDebouncedSearch(value: string, onSearch: (query: string) => void) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  const rendered = useContext(UNSAFE_DataRouterStateContext);
  const navigating = (rendered?.navigation.state ?? 'idle') !== 'idle';
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const drawnKey = rendered?.location.key;

  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const query = text.trim();
    if (query === pushed.current || navigating) return;
    let timer: ReturnType<typeof setTimeout>;
    const run = () => {
      // The router is loading or has reached a screen not drawn yet: wait; leaving unmounts this and stops it.
      const moving = router && (router.state.navigation.state !== 'idle' || router.state.location.key !== drawnKey);
      if (moving) timer = setTimeout(run, SEARCH_DEBOUNCE_MS);
      else {
        pushed.current = query;
        onSearch(query);
      }
    };
    timer = setTimeout(run, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch, navigating, router, drawnKey]);

  return [text, setText] as const;
}
