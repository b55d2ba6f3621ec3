/** Mounts HTML into a fresh container and waits for the first element's Lit update. */
export async function fixture<T extends HTMLElement>(markup: string): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.replaceChildren(container);
  const element = container.firstElementChild as T & { updateComplete?: Promise<unknown> };
  await element.updateComplete;
  return element;
}
