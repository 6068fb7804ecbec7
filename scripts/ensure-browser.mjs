#!/usr/bin/env node
/**
 * Runs before the browser tests: finds a Chromium, or installs one (Debian's package when root on
 * Debian, Playwright's download elsewhere), and says what it did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`ensure-browser: using Chromium at ${found.path} (${found.source})`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`ensure-browser: CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
try {
  if (isRoot && isDebian) {
    console.log('ensure-browser: no Chromium found; installing Debian\'s chromium package');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.log('ensure-browser: no Chromium found; installing Playwright\'s Chromium');
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
} catch (error) {
  console.error(`ensure-browser: the install failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const installed = findChromium();
if (!installed) {
  console.error('ensure-browser: the install finished but no Chromium can be found; set CHROMIUM_PATH');
  process.exit(1);
}
console.log(`ensure-browser: installed; using Chromium at ${installed.path} (${installed.source})`);
