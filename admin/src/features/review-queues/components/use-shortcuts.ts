import { useEffect, useRef } from 'react';

/** Keys that are typed, not commands, while focus is in one of these. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Single-key shortcuts on the page (`{ j: next }`), ignored while typing in a field, with a modifier held, inside an
 * open dialog, or when something else handled the key first.
 */
export function useShortcuts(shortcuts: Record<string, (() => void) | undefined>) {
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isTyping(event.target) || (event.target instanceof Element && event.target.closest('[role="dialog"]')))
        return;
      const action = current.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
