import axe from 'axe-core';

/** axe on the rendered page, as `id: targets` lines; jsdom computes neither colours nor layout (contrast is the e2e run's job). */
export async function axeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
