import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/** A free port, chosen once: the workers inherit it through the environment. */
function freePort(): string {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();
// A fresh data directory per run: the browser tests start from a new user's first visit.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rihla-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = findChromium()?.path;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A test may load several pages, each of which starts its scripts after its first paint: on a loaded
  // 2-core CI machine that takes seconds, so the limits leave room for it (a passing test takes no longer).
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.playwright-results.json' }]],
  use: {
    baseURL,
    // An action whose element never comes fails on its own line, naming what it waited for, instead of
    // holding the test until its whole limit ("Test timeout exceeded" says nothing of where).
    actionTimeout: 20_000,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  projects: [
    // The booking's life after Pay is a phone journey: it runs there only, in both languages.
    // The phone layout check sets its own 375 px phone screen: it runs on the phone project only.
    // Reviews are written on a phone, on a server of their own whose clock the file moves (e2e/reviews.spec.ts).
    { name: 'desktop', testIgnore: /(booking-life|phone-layout|reviews)\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS } } },
    // Most travellers browse on phones. The link crawl is the same on both (every link is in the page
    // whether or not the mobile menu is open), so it runs once, on the desktop.
    { name: 'phone', testIgnore: /link-crawl\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS } } },
  ],
  // The real product, as `npm start` runs it (build, then one server process on a free port), with the
  // server in test mode so the journeys can read reset e-mails at /dev/outbox. The build itself stays a
  // production build: NODE_ENV is set for the server only.
  webServer: {
    // `npm test` has built already (scripts/test-all.mjs sets RIHLA_BUILT).
    command: process.env.RIHLA_BUILT ? 'NODE_ENV=test npm run serve' : 'npm run build && NODE_ENV=test npm run serve',
    url: `${baseURL}/api/health`,
    // Every API answer the browser gets is also checked against the contract.
    // Hundreds of travellers sign up and log in from 127.0.0.1, where real people would each have their own
    // address: the per-address rate limits are raised (README, RATE_LIMIT_ADDRESS_FACTOR); the per-account
    // limits stay as they are.
    // Warnings and errors only: a line per request would bury the test report (thousands of lines).
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      RIHLA_VALIDATE_RESPONSES: '1',
      RATE_LIMIT_ADDRESS_FACTOR: '1000',
      LOG_LEVEL: 'warn',
      // The admin console's browser tests sign up with this address (e2e/admin.spec.ts; D283).
      ADMIN_EMAILS: 'console.admin@rihla-e2e.example',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
