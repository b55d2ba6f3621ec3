/** Fails when the page scrolls sideways (WCAG 1.4.10 reflow): nothing may be wider than the viewport. */
export function expectNoHorizontalScroll(): void {
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    throw new Error(`The page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
  }
}
