// Drives the page in Debian's Chromium, headless, as a user would (tests/e2e/web.sh runs it):
//
//   node tests/e2e/web/drive.js URL OUT_DIR SERVER_PID GOLDEN BROKEN
//
// The canvas has no DOM to query: the test clicks where egui's layout puts the controls in a
// 1200×800 viewport, presses the keys the app's key help names, and reads the screen back with
// tesseract (a region cropped and scaled up twice). Each step prints what it checked; the first
// failure saves the screen as OUT_DIR/failed-STEP.png and exits 1. The last step stops the
// server (SERVER_PID) and takes the browser offline, so the reload is served by the page's
// service worker alone.
//
// With MEASURE set to board sizes ("16 18"), it then counts each in a fresh page and prints
// the page's own "Counted … in X" time, and the time to go to No 7,000,000 of N = 16 with its
// counts on one Web Worker and on one a core.
const { chromium } = require('playwright-core');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const [url, out, serverPid, golden, broken] = process.argv.slice(2);
const VIEWPORT = { width: 1200, height: 800 };
// How long a step waits for the screen to show what it expects.
const PATIENCE_MS = 60000;

// Where the controls are, in CSS pixels of the 1200×800 viewport (egui's layout is
// deterministic: these are read off its screenshots).
const AT = {
  plus: [186, 16], // the board size's "+"
  browseTab: [682, 16],
  checkTab: [1011, 16],
  exportButton: [40, 39],
  languageBox: [387, 39],
  chineseInList: [362, 112], // 简体中文, third in the language list
  exportFileField: [190, 305],
  exportWrite: [42, 329],
  exportClose: [42, 379],
  checkOpen: [855, 173],
  countAll: [886, 129],
  goToField: [938, 231], // Browse's "Go to No"
  findAnyway: [873, 287], // "Find it anyway", below it when a typed number's 2 s ran out
};
// The regions read, as [x, y, width, height].
const REGION = {
  sidePanel: [818, 58, 382, 240], // the browser's status, count and "No k of M"
  exportWindow: [12, 290, 396, 80], // the export window's file, Write and outcome
  checkVerdict: [818, 168, 382, 100], // the checked file's name and its first problem
  cancelCount: [958, 120, 86, 20], // the "Cancel count" button, lit while a count runs
  board: [80, 68, 170, 170], // the board's top-left squares
};
// The spread of the board region's pixels above which squares are drawn there (light and dark
// squares: about 0.2; the empty dark background: 0).
const DRAWN_DEVIATION = 0.05;
// The mean brightness of "Cancel count" above which it is lit (about 0.27; 0.19 greyed out).
const LIT_CANCEL = 0.23;
// The longest a count measured may take.
const COUNT_PATIENCE_MS = 600000;

const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
};

let page;
let step = 'start';

class Failure extends Error {}

// What the page and its Web Workers threw (a panic in the wasm module is "unreachable"): a
// step with one has failed, whatever the screen shows.
const pageErrors = [];

function pass(what) {
  if (pageErrors.length > 0) {
    throw new Failure(`the page failed: ${pageErrors.join('; ')}`);
  }
  console.log(`ok: ${what}`);
}

// Saves the screen and returns the file.
async function shot(name) {
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// The text tesseract reads in `region` of a fresh screenshot named `name`, spaces removed
// (tesseract puts them between Chinese characters, and around commas as it pleases).
async function read(name, region, language = 'eng') {
  const whole = await shot(name);
  const [x, y, width, height] = region;
  const cropped = path.join(out, `${name}-read.png`);
  execFileSync('convert', [whole, '-crop', `${width}x${height}+${x}+${y}`, '+repage',
    '-resize', '200%', cropped]);
  const text = execFileSync('tesseract', [cropped, '-', '-l', language],
    { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  return text.replace(/\s+/g, '');
}

// Reads `region` until its text matches `expected` (a string or a RegExp on the text with
// spaces removed); returns the match.
async function waitToRead(name, region, expected, language = 'eng') {
  const deadline = Date.now() + PATIENCE_MS;
  const wanted = typeof expected === 'string' ? expected.replace(/\s+/g, '') : expected;
  let text = '';
  for (;;) {
    text = await read(name, region, language);
    const match = typeof wanted === 'string' ? text.includes(wanted) && [wanted] : text.match(wanted);
    if (match) {
      return match;
    }
    if (Date.now() > deadline) {
      throw new Failure(`the screen did not show ${expected} within ${PATIENCE_MS / 1000} s; ` +
        `it read "${text}" (${name}.png)`);
    }
    await page.waitForTimeout(500);
  }
}

// Clicks as a hand does: the pointer comes to rest on the control, then presses and holds it
// a moment. A click whose move, press and release reach egui at once is sometimes lost when a
// text field had the keyboard (the Write below the export's file name).
async function click([x, y]) {
  await page.mouse.move(x, y);
  await page.waitForTimeout(200);
  await page.mouse.click(x, y, { delay: 100 });
  // egui acts on the next frame.
  await page.waitForTimeout(300);
}

// How many colours the screen shows: a page that does not draw shows one or two.
async function colours(name) {
  const file = await shot(name);
  return Number(execFileSync('convert', [file, '-format', '%k', 'info:']).toString());
}

async function drawn(name) {
  const count = await colours(name);
  if (count < 100) {
    throw new Failure(`the page looks blank: ${count} colours (${name}.png)`);
  }
  return count;
}

// Loads the page and waits until the app has started (index.html's loading text is gone);
// returns the time from navigation to the first frame after that, in seconds.
// The Web Workers the page being driven has started.
function workerCount() {
  return page.workersStarted;
}

async function open(context) {
  page = await context.newPage();
  const opened = page;
  opened.workersStarted = 0;
  opened.on('worker', () => { opened.workersStarted += 1; });
  page.on('pageerror', (error) => pageErrors.push(`${error}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      console.error(`page console: ${message.text()}`);
    }
  });
  await page.goto(url);
  await page.waitForSelector('#loading', { state: 'detached', timeout: PATIENCE_MS });
  const firstFrame = await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => done(performance.now()))));
  return firstFrame / 1000;
}

async function setBoardSize(from, to) {
  for (let n = from; n < to; n += 1) {
    await click(AT.plus);
  }
}

// Waits while "Cancel count" is lit, looking once a second at its pixels alone: reading the
// screen with tesseract all along would take a core from the count it times.
async function whileCounting() {
  const [x, y, width, height] = REGION.cancelCount;
  const deadline = Date.now() + COUNT_PATIENCE_MS;
  for (;;) {
    const pixels = await page.screenshot({ clip: { x, y, width, height } });
    const mean = Number(execFileSync('convert', ['png:-', '-format', '%[fx:mean]', 'info:'],
      { input: pixels }).toString());
    if (mean < LIT_CANCEL || Date.now() > deadline) {
      return;
    }
    await page.waitForTimeout(1000);
  }
}

// Counts the board on screen with "Count all solutions" and returns what the page says.
async function countAll(name) {
  await click(AT.countAll);
  await whileCounting();
  const [, total, unique, time, unit] = await waitToRead(name, REGION.sidePanel,
    /Counted([\d,.]+)solutions,([\d,.]+)unique,in([\d.]+)(µs|ms|s|min)/);
  return { total: total.replace(/[,.]/g, ''), unique: unique.replace(/[,.]/g, ''),
    time: `${time} ${unit}` };
}

async function run(browser) {
  fs.mkdirSync(out, { recursive: true });
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT, acceptDownloads: true });

  step = 'draws';
  const firstFrame = await open(context);
  await waitToRead('draws', REGION.sidePanel, 'No 1 of 92');
  pass(`the page draws: first frame ${firstFrame.toFixed(2)} s after navigation, ` +
    `${await drawn('draws')} colours, "No 1 of 92" read`);

  step = 'steps';
  await page.keyboard.press('ArrowRight');
  await waitToRead('steps', REGION.sidePanel, 'No 2 of 92');
  pass('the right arrow steps to "No 2 of 92"');

  step = 'export';
  // A file an earlier export left in the page's storage a moment ago: the export's sweep of
  // files older than an hour keeps it (an hour cannot be waited for here).
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const writable = await (await root.getFileHandle('earlier.txt', { create: true }))
      .createWritable();
    await writable.write('an earlier export');
    await writable.close();
  });
  await click(AT.exportButton);
  // The page proposes the download's name; the user may give another.
  await waitToRead('export-name', REGION.exportWindow, 'nqueens-8.txt');
  await click(AT.exportFileField);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('eight.txt', { delay: 50 });
  const downloading = page.waitForEvent('download', { timeout: PATIENCE_MS });
  await click(AT.exportWrite);
  const download = await downloading;
  const saved = path.join(out, 'eight.txt');
  await download.saveAs(saved);
  if (!fs.readFileSync(saved).equals(fs.readFileSync(golden))) {
    throw new Failure(`the download ${download.suggestedFilename()} (${saved}) is not ${golden}`);
  }
  await waitToRead('export', REGION.exportWindow, 'Wrote 92 solutions');
  if (download.suggestedFilename() !== 'eight.txt') {
    throw new Failure(`the download is named ${download.suggestedFilename()}, not eight.txt`);
  }
  const stored = await page.evaluate(async () => {
    const names = [];
    for await (const name of (await navigator.storage.getDirectory()).keys()) {
      names.push(name);
    }
    return names.sort();
  });
  if (stored.join(',') !== 'earlier.txt,eight.txt') {
    throw new Failure(`the page's storage holds ${stored.join(', ')}, ` +
      'not the export and the recent earlier file');
  }
  pass(`Export of N = 8, judge's format: "nqueens-8.txt" proposed, renamed; the download ` +
    `eight.txt is ${golden}, byte for byte; "Wrote 92 solutions" read; the page's storage ` +
    `holds ${stored.join(' and ')} (a recent file kept)`);

  step = 'save-dialog';
  // A browser that lets the page store 1,000 bytes: the same export no longer fits, and goes
  // where the user says in the browser's save dialog. The dialog cannot be clicked headless;
  // the page's `showSaveFilePicker` is answered with a file of the page's own storage, which
  // the export then writes as it would the user's file (a stream, replaced when complete).
  await page.evaluate(() => {
    window.askedToSave = [];
    window.realEstimate = StorageManager.prototype.estimate;
    StorageManager.prototype.estimate = async () => ({ quota: 1000, usage: 0 });
    window.showSaveFilePicker = async (options) => {
      window.askedToSave.push(options.suggestedName);
      const root = await navigator.storage.getDirectory();
      return root.getFileHandle(`picked-${options.suggestedName}`, { create: true });
    };
  });
  const downloads = [];
  const onDownload = (download) => downloads.push(download.suggestedFilename());
  page.on('download', onDownload);
  await click(AT.exportWrite);
  await waitToRead('save-dialog', REGION.exportWindow, /Wrote92solutions.*topicked-eight/);
  const picked = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle('picked-eight.txt')).getFile();
    return { asked: window.askedToSave, bytes: Array.from(new Uint8Array(await file.arrayBuffer())) };
  });
  page.off('download', onDownload);
  await page.evaluate(() => {
    StorageManager.prototype.estimate = window.realEstimate;
    delete window.showSaveFilePicker;
  });
  if (!Buffer.from(picked.bytes).equals(fs.readFileSync(golden))) {
    throw new Failure(`the file picked in the save dialog holds ${picked.bytes.length} bytes, ` +
      `not ${golden}`);
  }
  if (picked.asked.join() !== 'eight.txt' || downloads.length > 0) {
    throw new Failure(`the save dialog was asked for ${picked.asked.join(', ') || 'nothing'}, ` +
      `and ${downloads.length} downloads started`);
  }
  pass('Export of N = 8 larger than the page may store: the save dialog proposed eight.txt, ' +
    `the file picked there holds ${golden}, byte for byte, and nothing was downloaded`);
  await click(AT.exportClose);

  step = 'check';
  await click(AT.checkTab);
  const choosing = page.waitForEvent('filechooser', { timeout: PATIENCE_MS });
  await click(AT.checkOpen);
  await (await choosing).setFiles(broken);
  const verdict = 'Line 30: rank 7 has no queen';
  await waitToRead('check', REGION.checkVerdict, verdict);
  pass(`Check a file, ${path.basename(broken)} picked in the file chooser: "${verdict}" read`);

  step = 'count';
  await click(AT.browseTab);
  await setBoardSize(8, 12);
  await waitToRead('count-n12', REGION.sidePanel, 'No 1 of 14,200');
  const before = workerCount();
  const counted = await countAll('count');
  if (counted.total !== '14200' || counted.unique !== '1787') {
    throw new Failure(`N = 12 counted ${counted.total}, ${counted.unique} unique (count.png)`);
  }
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const started = workerCount() - before;
  if (started < 1) {
    throw new Failure('the count started no Web Worker');
  }
  pass(`Count all solutions of N = 12: 14,200, 1,787 unique, in ${counted.time}, ` +
    `${started} Web Workers started for it (${cores} cores)`);

  step = 'jump';
  await setBoardSize(12, 16);
  await waitToRead('jump-n16', REGION.sidePanel, 'No 1 of 14,772,512');
  const far = 7000000;
  const expected = nthSolution(16, far).join(' ');
  const jumped = await jump(far);
  await waitToRead('jump-columns', REGION.sidePanel, `Columns, row by row: ${expected}`);
  pass(`Go to No 7,000,000 at N = 16: found by counting in ${jumped.seconds.toFixed(1)} s ` +
    '(after "Find it anyway" if the 2 s of a typed number ran out), ' +
    `${jumped.workers} Web Workers started for it; its columns are ${expected}, as a ` +
    'backtracking search in this script finds them');

  step = 'chinese';
  await click(AT.languageBox);
  await click(AT.chineseInList);
  await waitToRead('chinese', REGION.sidePanel, '计算解的个数', 'chi_sim');
  pass('the language list\'s 简体中文: "计算解的个数" (Count all solutions) read');

  const sizes = (process.env.MEASURE || '').split(/\s+/).filter(Boolean).map(Number);
  if (sizes.length > 0) {
    await measure(browser, sizes);
  }

  step = 'offline';
  // The service worker has the page's files (it claims the page once active), and the
  // settings are kept, so that the reload is the same page in the same language.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null,
    null, { timeout: PATIENCE_MS });
  await page.waitForFunction(() => (localStorage.getItem('app') || '').includes('Chinese'),
    null, { timeout: PATIENCE_MS });
  process.kill(Number(serverPid));
  await context.setOffline(true);
  const reloaded = await page.reload();
  if (!reloaded.fromServiceWorker()) {
    throw new Failure('the reload was not answered by the service worker');
  }
  await page.waitForSelector('#loading', { state: 'detached', timeout: PATIENCE_MS });
  await waitToRead('offline', REGION.sidePanel, '计算解的个数', 'chi_sim');
  pass(`reloaded with the server stopped and the browser offline: the service worker answered, ` +
    `${await drawn('offline')} colours, "计算解的个数" read (the Chinese face from its cache)`);
  await context.close();
}

// Solution No `k` of `n` in the judge's order (rows top to bottom, each queen as far left as it
// goes first), by the textbook's backtracking: the columns from 1, row by row.
function nthSolution(n, k) {
  const columns = [];
  let found = 0;
  const place = (row, used, left, right) => {
    if (row === n) {
      found += 1;
      return found === k;
    }
    for (let column = 0; column < n; column += 1) {
      const bit = 1 << column;
      if ((used | left | right) & bit) {
        continue;
      }
      columns[row] = column + 1;
      if (place(row + 1, used | bit, (left | bit) << 1, (right | bit) >> 1)) {
        return true;
      }
    }
    return false;
  };
  return place(0, 0, 0, 0) ? columns : null;
}

// Goes to solution No `number` of the board on screen with Browse's "Go to No" (and, when the
// 2 s a typed number is given run out, "Find it anyway"), and returns how long the search that
// found it took, and the Web Workers started meanwhile. It waits for the board to be drawn
// looking once a second at its pixels alone, as `whileCounting` does, and reads the panel after.
async function jump(number) {
  const before = workerCount();
  await click(AT.goToField);
  await page.keyboard.type(String(number), { delay: 50 });
  let started = Date.now();
  await page.keyboard.press('Enter');
  const grouped = number.toLocaleString('en-US');
  const [said] = await waitToRead(`jump-${number}`, REGION.sidePanel,
    new RegExp(`No${grouped}of[\\d,]+.*(Columns,rowbyrow|Finditanyway)`));
  let seconds = (Date.now() - started) / 1000;
  if (said.endsWith('Finditanyway')) {
    started = Date.now();
    await click(AT.findAnyway);
    await whileBlank(REGION.board);
    seconds = (Date.now() - started) / 1000;
    await waitToRead(`jump-${number}-anyway`, REGION.sidePanel,
      new RegExp(`No${grouped}of[\\d,]+.*Columns,rowbyrow`));
  }
  return { seconds, workers: workerCount() - before };
}

// Waits while `region` is blank (the board's place while the board looked for is not known),
// looking once a second at its pixels alone.
async function whileBlank([x, y, width, height]) {
  const deadline = Date.now() + COUNT_PATIENCE_MS;
  for (;;) {
    const pixels = await page.screenshot({ clip: { x, y, width, height } });
    const deviation = Number(execFileSync('convert',
      ['png:-', '-format', '%[fx:standard_deviation]', 'info:'], { input: pixels }).toString());
    if (deviation > DRAWN_DEVIATION || Date.now() > deadline) {
      return;
    }
    await page.waitForTimeout(1000);
  }
}

// Counts each board size of MEASURE in a fresh page of its own, and comes back to the page
// the steps drive.
async function measure(browser, sizes) {
  step = 'measure';
  const driven = page;
  for (const n of sizes) {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    await open(context);
    await setBoardSize(8, n);
    await waitToRead(`measure-${n}-board`, REGION.sidePanel, /No1of[\d,]+/);
    // What the board's arrival started (numbering its class, within its 2 s budget) ends
    // first, so that the count has the cores to itself.
    await page.waitForTimeout(3000);
    const counted = await countAll(`measure-${n}`);
    console.log(`measured: the page counted N = ${n} (${counted.total} solutions) in ` +
      `${counted.time}`);
    await context.close();
  }
  // A far jump with its counts on one Web Worker (as the page had them before they were spread)
  // and on one a core.
  for (const cores of [1, null]) {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    if (cores) {
      await context.addInitScript((one) => Object.defineProperty(Navigator.prototype,
        'hardwareConcurrency', { get: () => one }), cores);
    }
    await open(context);
    await setBoardSize(8, 16);
    await waitToRead('measure-jump-board', REGION.sidePanel, 'No 1 of 14,772,512');
    await page.waitForTimeout(3000);
    const jumped = await jump(7000000);
    const spread = cores ? 'one Web Worker' : `${jumped.workers} Web Workers`;
    console.log(`measured: the page went to No 7,000,000 of N = 16 in ` +
      `${jumped.seconds.toFixed(1)} s, its counts on ${spread}`);
    await context.close();
  }
  page = driven;
}

(async () => {
  const browser = await chromium.launch(chromiumOptions);
  try {
    await run(browser);
  } catch (error) {
    console.log(`FAILED at ${step}: ${error instanceof Failure ? error.message : error.stack}`);
    if (page) {
      await shot(`failed-${step}`).catch(() => {});
      console.log(`the screen: ${path.join(out, `failed-${step}.png`)}`);
    }
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
})();
