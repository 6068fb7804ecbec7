import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AUTHENTICATED_KEY, CURRENT_USER_KEY } from '@/api/stored-session';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { recordInteraction } from './interaction-records';
import { SUBMITTED_AT_KEY } from './interaction-submission.actors';
import { interactionSubmissionMachine, SUBMISSION_INTERVAL_MS } from './interaction-submission.machine';
import { selectSubmissionStatus } from './interaction-submission.selectors';
import { memoryStorage } from '../../../tests/fixtures/memory-storage';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});

const server = startMswServer();

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 1, 8, 0, 0);

interface Submission {
  body: unknown;
  authorization: string | null;
  at: number;
}

/** Answers the submission call as the server does and records what it was sent. */
function acceptSubmissions(answer: 'ok' | 'fail' = 'ok'): Submission[] {
  const seen: Submission[] = [];
  server.use(
    handle('post', '/api/Ai/userinteractions', async ({ request, ok, fail }) => {
      seen.push({ body: await request.json(), authorization: request.headers.get('Authorization'), at: Date.now() });
      return answer === 'ok' ? ok(true) : fail(500, 'Database unavailable');
    }),
  );
  return seen;
}

/** Starts the submission for u-1, as the app does once u-1 is signed in (or the page reloads signed in). */
function signedInPage() {
  const actor = createActor(interactionSubmissionMachine, { input: { userId: 'u-1' } });
  actor.start();
  return actor;
}

type Page = ReturnType<typeof signedInPage>;

/**
 * Lets the storage read, the request and its answer finish without moving the fake clock: only
 * `Date` and the timers are fake, so the real event loop (`setImmediate`) carries the request.
 */
async function settle(actor: Page): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
  const giveUpAt = performance.now() + 5000; // real time: the first request also loads the API client
  while (performance.now() < giveUpAt) {
    const status = selectSubmissionStatus(actor.getSnapshot());
    if (status !== 'reading' && status !== 'submitting') return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the submission did not finish');
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.stubGlobal('localStorage', memoryStorage());
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ id: 'u-1', name: 'Mariam', email: 'm@x.example', token: 'token-u1' }));
  localStorage.setItem(AUTHENTICATED_KEY, 'true');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('interaction submission', () => {
  it("submits right after sign-in only the user's records that have an id, as {id, type, total}", async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    recordInteraction({ userId: 'u-1', id: 12, type: 'event', favourite: true });
    recordInteraction({ userId: 'u-1', id: 5, checkout: 1, booked: true });
    recordInteraction({ userId: 'u-2', id: 4, favourite: true });
    recordInteraction({ userId: null, id: 6, favourite: true });
    const seen = acceptSubmissions();
    const actor = signedInPage();
    await settle(actor);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBe('Bearer token-u1');
    expect(seen[0]?.body).toEqual({
      id: 'u-1',
      userInteraction: expect.arrayContaining([
        { id: '3', type: 'travel', total: 3 },
        { id: '12', type: 'event', total: 3 },
        { id: '5', type: 'travel', total: 6 },
      ]) as unknown,
    });
    expect((seen[0]?.body as { userInteraction: unknown[] }).userInteraction).toHaveLength(3);
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('waiting');
    expect(JSON.parse(localStorage.getItem(SUBMITTED_AT_KEY) ?? '{}')).toMatchObject({ 'u-1': { at: START } });
    actor.stop();
  });

  it('warns and calls nothing when the user has no records', async () => {
    recordInteraction({ userId: 'u-2', id: 4, favourite: true });
    const seen = acceptSubmissions();
    const actor = signedInPage();
    await settle(actor);
    expect(seen).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nothing to submit'));
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('waiting');
    actor.stop();
  });

  it('submits again every 7 days while the page stays open', async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    const actor = signedInPage();
    await settle(actor);
    await vi.advanceTimersByTimeAsync(SUBMISSION_INTERVAL_MS - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle(actor);
    expect(seen.map((s) => s.at)).toEqual([START, START + SUBMISSION_INTERVAL_MS]);
    await vi.advanceTimersByTimeAsync(SUBMISSION_INTERVAL_MS);
    await settle(actor);
    expect(seen).toHaveLength(3);
    actor.stop();
  });

  it('does not resubmit early after a reload: it waits for the rest of the 7 days', async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    const first = signedInPage();
    await settle(first);
    expect(seen).toHaveLength(1);
    first.stop(); // the tab is closed

    vi.setSystemTime(START + 3 * DAY); // …and opened again three days later
    const reloaded = signedInPage();
    await settle(reloaded);
    expect(seen).toHaveLength(1);
    expect(selectSubmissionStatus(reloaded.getSnapshot())).toBe('waiting');
    await vi.advanceTimersByTimeAsync(4 * DAY - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle(reloaded);
    expect(seen.map((s) => s.at)).toEqual([START, START + SUBMISSION_INTERVAL_MS]);
    reloaded.stop();
  });

  it('submits at once after a reload past the 7 days', async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    const first = signedInPage();
    await settle(first);
    first.stop();
    vi.setSystemTime(START + 8 * DAY);
    const reloaded = signedInPage();
    await settle(reloaded);
    expect(seen.map((s) => s.at)).toEqual([START, START + 8 * DAY]);
    reloaded.stop();
  });

  it('sends a change 2 s after the records settle, one call for a burst', async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    const actor = signedInPage();
    await settle(actor);
    recordInteraction({ userId: 'u-1', id: 8, favourite: true });
    await vi.advanceTimersByTimeAsync(1500);
    recordInteraction({ userId: 'u-1', id: 9, favourite: true });
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle(actor);
    expect(seen).toHaveLength(2);
    expect((seen[1]?.body as { userInteraction: unknown[] }).userInteraction).toHaveLength(3);
    // The weekly schedule counts from this submission.
    await vi.advanceTimersByTimeAsync(SUBMISSION_INTERVAL_MS - 1);
    expect(seen).toHaveLength(2);
    actor.stop();
  });

  it('sends, after a reload within the 7 days, records that changed and were never sent', async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    const first = signedInPage();
    await settle(first);
    recordInteraction({ userId: 'u-1', id: 3, favourite: false }); // un-favourited…
    first.stop(); // …and the tab closed before the 2 s passed
    vi.setSystemTime(START + DAY);
    const reloaded = signedInPage();
    await settle(reloaded);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.body).toEqual({ id: 'u-1', userInteraction: [{ id: '3', type: 'travel', total: 0 }] });
    reloaded.stop();
  });

  it('retries a failed submission after 5 minutes with the records intact', async () => {
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const failing = acceptSubmissions('fail');
    const actor = signedInPage();
    await settle(actor);
    expect(failing).toHaveLength(1);
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('retrying');
    expect(localStorage.getItem(SUBMITTED_AT_KEY)).toBeNull();
    server.resetHandlers();
    const seen = acceptSubmissions();
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle(actor);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({ id: 'u-1', userInteraction: [{ id: '3', type: 'travel', total: 3 }] });
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('waiting');
    actor.stop();
  });
});
