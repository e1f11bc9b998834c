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

test("the client app's index.html preloads the files its start needs, the first screen's with V8's compile hint", async ({ page }) => {
  const html = (await (await page.goto('/app/'))?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"?]+)/g)].map((match) => match[1] ?? '');
  // The entry, then what the async boundary needs (shared/build/first-screen-files.cjs).
  expect(preloaded[0]).toBe('/app/main.js');
  expect(preloaded.length).toBeGreaterThan(5);
  for (const file of preloaded) {
    const response = await page.request.get(file);
    expect(response.status(), file).toBe(200);
    // The first screen's code carries V8's hint to compile it off the main thread.
    if (file === '/app/main.js' || file.includes('/bootstrap.')) expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }

});
