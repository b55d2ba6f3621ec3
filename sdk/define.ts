/**
 * Registers a custom element unless the tag is taken, e.g. when a host page loads the SDK twice or
 * two versions of it. Warns once per tag instead of throwing.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, element);
    return;
  }
  if (existing !== element && !warned.has(tag)) {
    warned.add(tag);
    console.warn(`<${tag}> is already defined on this page (the Media Access SDK was loaded twice); using the first.`);
  }
}
const warned = new Set<string>();
