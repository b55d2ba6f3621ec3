import { until } from './fake-embed-api';

// The toolbar as a viewer reaches it: search behind its button, commands in menus.
const root = (el: Element) => el.shadowRoot!;
const named = (el: Element, name: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.ariaLabel === name || b.textContent!.trim() === name,
  );

/** Clicks Search and returns its field once it has focus. */
export async function openSearch(el: Element): Promise<HTMLInputElement> {
  named(el, 'Search')!.click();
  return until(
    () =>
      root(el).activeElement?.matches('input[type="search"]')
        ? root(el).querySelector<HTMLInputElement>('#search')
        : null,
    'the search field',
  );
}

/** Opens the menu button named `menu` and returns its menu once an item has focus. */
export async function openMenu(el: Element, menu: string): Promise<HTMLElement> {
  named(el, menu)!.click();
  return until(() => {
    const open = root(el).activeElement?.closest<HTMLElement>('[role="menu"]');
    return open?.ariaLabel === menu ? open : null;
  }, `the ${menu} menu`);
}

/** The items of an open menu by their text. */
export const menuItems = (menu: Element) =>
  [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')].map((item) => item.textContent!.trim());

/** Opens `menu` and activates its item `item`. */
export async function choose(el: Element, menu: string, item: string) {
  const open = await openMenu(el, menu);
  const entry = [...open.querySelectorAll<HTMLElement>('[role^="menuitem"]')].find(
    (i) => i.textContent!.trim() === item,
  );
  if (!entry) throw new Error(`No "${item}" in the ${menu} menu: ${menuItems(open).join(', ')}`);
  entry.click();
}
