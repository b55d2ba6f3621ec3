import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe: { run(context: Element, options: RunOptions): Promise<AxeResults> };
  }
}

/** Runs axe-core (WCAG 2.x A and AA rules, shadow DOM included) on `element`; throws listing every violation. */
export async function expectAccessible(element: Element): Promise<void> {
  const results = await window.axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    throw new Error(`Accessibility violations:\n${lines.join('\n')}`);
  }
}
