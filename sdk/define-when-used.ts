/**
 * Loads the module that defines `tag` once the page uses it: now if an element is in the document, else when
 * one is added. The entry stays small for the common page (one transcript), and a page that writes
 * `<showcase-embed>` later, or builds it with `document.createElement`, still gets it: the element upgrades,
 * keeping properties set before.
 */
export function defineWhenUsed(tag: string, load: () => Promise<unknown>): void {
  const start = () => {
    observer.disconnect();
    void load();
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector(tag)) start();
  });
  if (document.querySelector(tag)) start();
  else observer.observe(document, { childList: true, subtree: true });
}
