import { expect, test } from 'vitest';
import { useProduct } from './harness';

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

test('a self-hoster browses the API description at /api/docs: Swagger UI lists the routes, nothing blocked by the page policy', async () => {
  const page = await product.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs/');
  await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
  expect(await page.locator('.swagger-ui .info .title').textContent()).toContain('Otto API');
  // Operations are grouped by feature; the projects list is one of them.
  await page.locator('.opblock-summary-path[data-path="/api/projects"]').first().waitFor();
  expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(40);
  expect(problems).toEqual([]);
});
