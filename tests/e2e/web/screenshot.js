// Opens the page in Debian's Chromium, headless, and saves what it draws:
//
//   node tests/e2e/web/screenshot.js URL OUT.png [LOCALE]
//
// LOCALE (en-US unless given) is the browser's language, which the page follows. Prints the
// time from the start of navigation to the first frame drawn after the app started (the
// loading text gone), and any error the page logged.
const { chromium } = require('playwright-core');

(async () => {
  const [url, out, locale = 'en-US'] = process.argv.slice(2);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  try {
    const context = await browser.newContext({ locale, viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        console.error(`page ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => console.error(`page error: ${error}`));
    await page.goto(url);
    await page.waitForSelector('#loading', { state: 'detached', timeout: 60000 });
    const firstFrame = await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => drawn(performance.now()))));
    console.log(`first frame ${(firstFrame / 1000).toFixed(2)} s after navigation`);
    // Let the fonts of the language arrive and the first jobs answer.
    await page.waitForTimeout(3000);
    await page.screenshot({ path: out });
  } finally {
    await browser.close();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
