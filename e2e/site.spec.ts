import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test('the API answers warmup and its OpenAPI document', async ({ request }) => {
  expect((await request.get('/api/warmup')).status()).toBe(204);
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/get_workspace');
});

test('the SDK is served with long-lived cache headers and CORS', async ({ request }) => {
  const response = await request.get('/sdk/media-access.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toMatch(/max-age=\d{5,}/);
  expect(response.headers()['access-control-allow-origin']).toBe('*');
});

test('an /embed page loads only the SDK, never the admin bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/embed/demo-university/files/some-file');
  await expect(page.locator('transcript-embed')).toHaveAttribute('file-id', 'some-file');
  expect(await page.evaluate(() => Boolean(customElements.get('transcript-embed')))).toBe(true);
  expect(scripts.every((s) => s.startsWith('/sdk/'))).toBe(true);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});
