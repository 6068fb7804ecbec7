import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The assistant as a visitor meets it (spec, accounts §2 Assistant chat widget, §4 connection, §7, §8),
 * against the real server's /chatHub and its embedded engine over the seeded catalogue.
 */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Rihla Assistant' });

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Rihla assistant' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Online')).toBeVisible({ timeout: 15_000 });
}

/** Sends a message and waits for the assistant's answer to it (the typing indicator comes and goes). */
async function ask(page: Page, text: string) {
  // The conversation's own messages (a reply's cards are lists of their own inside a message).
  const replies = panel(page).getByRole('list', { name: 'Conversation with the assistant' }).locator(':scope > li');
  const before = await replies.count();
  await panel(page).getByLabel('Your message').fill(text);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  // The question and the answer; while the answer is on its way, the typing indicator holds its place.
  const typing = 'The assistant is typing…';
  await expect
    .poll(async () => (await replies.count()) === before + 2 && (await replies.last().getAttribute('aria-label')) !== typing, { timeout: 15_000 })
    .toBe(true);
  return replies.last();
}

test('ask in English and in Arabic, read useful answers with cards, and follow a tour card to its page', async ({ page }) => {
  await page.goto('/?lng=en');
  await openAssistant(page);
  await expect(panel(page).getByText("Hello! I'm Rihla's assistant.", { exact: false })).toBeVisible();

  const beaches = await ask(page, 'beach trips in Sinai under 10000');
  const tourCards = beaches.getByRole('link', { name: /\$/ });
  await expect(tourCards.first()).toBeVisible();
  expect(await beaches.innerText()).toMatch(/Sinai|Dahab|Nuweiba|Sharm/i);

  // The guide facts, asked in Arabic, answered in Arabic: the spec's ticket prices.
  const tickets = await ask(page, 'ما هي أسعار تذاكر الأهرامات؟');
  const answer = await tickets.innerText();
  expect(answer).toMatch(/[\u0600-\u06FF]/);
  expect(answer).toMatch(/30|٣٠/);
  expect(answer).toMatch(/360|٣٦٠/);

  // A tour card leads to the tour's own page.
  const card = tourCards.first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/travel-with-us\?id=\d+$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}`));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

/** A free port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server as `npm run serve` starts it, on its own port and data directory. */
function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: 'ignore',
  });
}

async function healthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not come up`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

test('the widget reconnects by itself after the server restarts, and answers again', async ({ page }) => {
  test.setTimeout(150_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-e2e-restart-'));
  let server = startServer(port, dataDir);
  try {
    await healthy(url);
    await page.goto(`${url}/?lng=en`);
    await openAssistant(page);
    await ask(page, 'tours in Luxor');

    await stop(server);
    await expect(panel(page).getByText(/Reconnecting…|Offline/)).toBeVisible({ timeout: 20_000 });

    server = startServer(port, dataDir);
    await healthy(url);
    // The spec's rules: retry after 5 s, then every 5 s for the first minute.
    await expect(panel(page).getByText('Online')).toBeVisible({ timeout: 45_000 });
    const reply = await ask(page, 'what about Aswan?');
    await expect(reply.getByRole('link').first()).toBeVisible();
  } finally {
    await stop(server);
  }
});
