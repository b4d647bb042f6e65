import { expect, test } from './fixtures';

// The built app publishes no source maps: none is linked from the scripts, and none is served.
test('the web app serves no source maps and its scripts link none', async ({ request }) => {
  const page = await (await request.get('/')).text();
  const scripts = [...page.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of [...scripts, '/sw.js']) {
    const body = await (await request.get(script)).text();
    expect(body.length, script).toBeGreaterThan(0);
    expect(body.includes('sourceMappingURL'), `${script} links a source map`).toBe(false);
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});
