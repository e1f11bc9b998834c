// `pnpm tutorials`: films the eight tutorials (flows.mjs) on the built product with the demo business,
// with Spanish captions, into host/public/tutoriales/<key>.webm and .vtt (served by the product at
// /tutoriales/<key>.webm; the host's /tutoriales/<key> page plays them). About 6 minutes on 2 cores.
// Needs ffmpeg (Debian: apt-get install ffmpeg): Playwright's video recorder encodes with it, and it
// shrinks each film (VP9, 15 fps) before it is kept. `TUTORIALS=clients,exercises` films only those.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../apps.mjs';
import { buildMissing } from '../build-missing.mjs';
import { tutorials } from './flows.mjs';

const PORT = Number(process.env.TUTORIALS_PORT ?? 3450);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = join(root, 'host/public/tutoriales');
const SIZE = { width: 1280, height: 720 };
const DEMO = { username: 'demo@coach.app', password: 'Demo1234' };
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

/** Playwright films through its own ffmpeg build; Debian's does the same job where that one is not installed. */
function ensureFfmpeg() {
  let ffmpeg;
  try {
    ffmpeg = execFileSync('bash', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  } catch {
    console.error('Falta ffmpeg: instalalo (Debian: apt-get install ffmpeg) y volvé a correr pnpm tutorials.');
    process.exit(1);
  }
  // @playwright/test → playwright → playwright-core, whose browsers.json names the ffmpeg revision.
  const fromE2e = createRequire(join(root, 'e2e/package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test/package.json'));
  const core = createRequire(fromTest.resolve('playwright/package.json')).resolve('playwright-core/package.json');
  const browsers = JSON.parse(readFileSync(join(core, '../browsers.json'), 'utf8'));
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg').revision;
  const folder = join(process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache/ms-playwright'), `ffmpeg-${revision}`);
  if (!existsSync(join(folder, 'ffmpeg-linux'))) {
    mkdirSync(folder, { recursive: true });
    symlinkSync(ffmpeg, join(folder, 'ffmpeg-linux'));
  }
  return ffmpeg;
}

/** A visible pointer (videos show no cursor) that follows the mouse and rings on a click. */
const POINTER = `
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    dot.style.cssText = 'position:fixed;z-index:2147483647;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;background:rgba(43,172,172,.45);border:2px solid #2bacac;pointer-events:none;transition:transform .12s;left:-40px;top:-40px';
    document.body.append(dot);
    addEventListener('mousemove', (event) => { dot.style.left = event.clientX + 'px'; dot.style.top = event.clientY + 'px'; }, true);
    addEventListener('mousedown', () => { dot.style.transform = 'scale(.6)'; }, true);
    addEventListener('mouseup', () => { dot.style.transform = 'scale(1)'; }, true);
  });`;

/** What a step can do, at a pace a person can follow. */
function actions(page, today) {
  const pause = (ms = 700) => page.waitForTimeout(ms);
  const pointAt = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 18 });
    await pause(250);
  };
  return {
    page,
    today,
    pause,
    pointAt,
    /** Waits for what the step leads to (a toast, a heading): a film never ends on a step that did not happen. */
    see: (text) => page.getByText(text).first().waitFor({ timeout: 10_000 }),
    goto: async (path) => {
      await page.goto(`${BASE}${path}`);
      await pause(1800);
    },
    click: async (locator) => {
      await pointAt(locator);
      await locator.click();
      // The screen settles (a request answered, a dialog open); no 'networkidle': the chats' stream stays open.
      await pause(900);
    },
    type: async (locator, text, { clear = false } = {}) => {
      await pointAt(locator);
      await locator.click();
      if (clear) await locator.fill('');
      await locator.pressSequentially(text, { delay: 45 });
      await pause(500);
    },
    clear: async (locator) => {
      await locator.fill('');
      await pause(400);
    },
  };
}

const stamp = (ms) => {
  const total = Math.max(0, Math.round(ms));
  const part = (value, width) => String(value).padStart(width, '0');
  return `${part(Math.floor(total / 3_600_000), 2)}:${part(Math.floor(total / 60_000) % 60, 2)}:${part(Math.floor(total / 1000) % 60, 2)}.${part(total % 1000, 3)}`;
};

/** WebVTT: each caption from its step's start to the next one's (the last one to the end). */
function captionsOf(cues, end) {
  const lines = ['WEBVTT', ''];
  cues.forEach((cue, index) => {
    const until = (cues[index + 1]?.at ?? end) - 100;
    lines.push(String(index + 1), `${stamp(cue.at)} --> ${stamp(Math.max(until, cue.at + 1500))}`, cue.say, '');
  });
  return lines.join('\n');
}

async function film(browser, storage, tutorial, ffmpeg, videoDir) {
  const context = await browser.newContext({ viewport: SIZE, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', recordVideo: { dir: videoDir, size: SIZE } });
  await context.addInitScript(POINTER);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const started = Date.now();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  const t = actions(page, today);
  await page.goto(`${BASE}/dashboard`);
  await t.pause(1500);
  const cues = [];
  for (const step of tutorial.steps) {
    cues.push({ at: Date.now() - started, say: step.say });
    try {
      await step.act(t);
    } catch (error) {
      await page.screenshot({ path: join(tmpdir(), `tutorial-${tutorial.key}-failed.png`) });
      throw new Error(`${tutorial.key}, paso "${step.say}": ${error.message}`, { cause: error });
    }
    await t.pause(1500);
  }
  const end = Date.now() - started;
  await context.close();
  const raw = await page.video().path();
  const webm = join(OUT, `${tutorial.key}.webm`);
  execFileSync(ffmpeg, ['-y', '-loglevel', 'error', '-i', raw, '-r', '15', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-an', webm]);
  writeFileSync(join(OUT, `${tutorial.key}.vtt`), captionsOf(cues, end));
  return { key: tutorial.key, seconds: Math.round(end / 1000) };
}

/** The demo trainer's tokens (a kept-alive connection the server closed meanwhile is tried again). */
async function signIn(attempt = 1) {
  try {
    const answer = await fetch(`${BASE}/auth/web/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Connection: 'close' }, body: JSON.stringify(DEMO) });
    return await answer.json();
  } catch (error) {
    if (attempt >= 3) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return signIn(attempt + 1);
  }
}

const ffmpeg = ensureFfmpeg();
await buildMissing();
mkdirSync(OUT, { recursive: true });
const only = process.env.TUTORIALS?.split(',');
const server = spawn('node', ['api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: BASE,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-tutorials-')),
    DATABASE_URL: '',
    DEMO_DATA: 'business',
    RATE_LIMIT_AUTH_MAX: '1000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const videoDir = mkdtempSync(join(tmpdir(), 'coach-tutorial-films-'));
try {
  for (let i = 0; i < 120; i += 1) {
    if (await fetch(`${BASE}/api/health`).then((answer) => answer.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const tutorial of tutorials.filter((entry) => !only || only.includes(entry.key))) {
      // Each film signs in again: a fresh session, as a trainer opening the product.
      const tokens = await signIn();
      const storage = { 'coach.access-token': tokens.access, 'coach.refresh-token': tokens.refresh };
      const done = await film(browser, storage, tutorial, ffmpeg, videoDir);
      console.log(`${done.key}: ${done.seconds} s`);
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  rmSync(videoDir, { recursive: true, force: true });
}
