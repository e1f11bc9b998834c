import { expect, test } from '@playwright/test';

test('the page has a favicon and its scripts arrive compressed with brotli, hashed chunks cached for a year', async ({ page }) => {
  const responses: Promise<{ url: string; bytes: number; encoding?: string; cache?: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    responses.push(
      response.body().then((body) => ({ url: response.url(), bytes: body.length, encoding: headers['content-encoding'], cache: headers['cache-control'] })),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const favicon = await page.request.get(icon ?? '/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');

  const scripts = await Promise.all(responses);
  expect(scripts.length).toBeGreaterThan(3);
  // Every script over 1 KB is served precompressed (smaller ones are not worth it).
  const big = scripts.filter((script) => script.bytes > 1024);
  expect(big.length).toBeGreaterThan(3);
  expect(big.filter((script) => script.encoding !== 'br')).toEqual([]);
  const hashed = scripts.filter((script) => /\.[0-9a-f]{8}\.js$/.test(new URL(script.url).pathname));
  expect(hashed.length).toBeGreaterThan(0);
  for (const script of hashed) expect(script.cache).toBe('public, max-age=31536000, immutable');
});
