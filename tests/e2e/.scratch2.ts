import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startConsoleServer } from './support/server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser.ts';
import { submitSignIn } from './support/app.ts';

const dir = mkdtempSync(join(tmpdir(), 'kc-deploy-'));
cpSync('dist', dir, { recursive: true });
const server = await startConsoleServer({ distDir: dir, logName: 'scratch.log' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1440, height: 900 } });
await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log('nav', f.url(), Date.now() % 100000); });
page.on('response', (r) => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); });
await page.goto(`${server.url}/login`);
await page.getByRole('button', { name: 'Sign in' }).waitFor();
for (const f of readdirSync(join(dir, 'assets'))) if (f.startsWith('restaurants-')) { rmSync(join(dir, 'assets', f)); console.log('deleted', f); }
await submitSignIn(page, 'admin@demo.kitchen', 'Kitchen#2026');
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(1000);
  const t = await page.evaluate('document.body ? document.body.innerText.trim().slice(0,120) : "(nobody)"').catch((e) => 'ERR ' + e.message.slice(0, 80));
  console.log(i, page.url(), JSON.stringify(t));
}
await browser.close(); await server.close(); rmSync(dir, { recursive: true, force: true });
