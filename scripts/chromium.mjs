/**
 * Where the Chromium for browser tests is: CHROMIUM_PATH, else the system's, else Playwright's own
 * download. Shared by scripts/ensure-browser.mjs and playwright.config.ts so both agree.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'];

/** @returns {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' } | null} */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? { path: configured, source: 'CHROMIUM_PATH' } : null;
  const system = SYSTEM_PATHS.find((path) => existsSync(path));
  if (system) return { path: system, source: 'system' };
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { path: own, source: 'playwright' };
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

/**
 * Flags for a headless Chromium on a machine with no outside network: without the background-networking
 * ones Chromium keeps trying to reach Google's hosts; as root it needs --no-sandbox.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
