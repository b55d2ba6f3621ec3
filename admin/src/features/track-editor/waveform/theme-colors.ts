/**
 * The waveform's canvas colours from the admin's theme tokens. A canvas cannot take `var(--…)`, so the tokens are
 * read as computed values, and read again when the theme changes (`watchTheme`).
 */
export function canvasColors(element: Element) {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    waveColor: token('--muted-foreground', '#737373'),
    progressColor: token('--primary', '#3640a8'),
    cursorColor: token('--foreground', '#1a1a1a'),
  };
}

/** Calls `onChange` when `<html>`'s class changes (the admin's light/dark switch); returns the unsubscribe. */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
