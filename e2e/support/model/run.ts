/**
 * Declares one Playwright test per browser path of a model, titled `reaches <state> via <e1 → e2>`.
 *
 * A test installs Playwright's clock (time flows; a timer step jumps it forward by the machine's own
 * delay), holds the model's actor requests, then walks its path: before a gesture or a timer, the `before`
 * set-ups of the server results that follow it; the gesture itself; for each result, its `arrange` set-up,
 * then the held request goes on to the real server (or fails like a dropped connection). After every step
 * it checks what the screen shows for the state the machine is now in, unless that state is fleeting or
 * passes in an instant (a result that makes no request).
 */
import { expect, type TestType } from '@playwright/test';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { BrowserModel, BrowserRun, Fleeting, RequestMatch, Screen, World } from './model';
import { Network } from './network';
import { browserPaths, formatCoverage, type BrowserPath, type PathStep } from './paths';

const isServerSide = (step: PathStep | undefined) => step?.drive.kind === 'result' || step?.drive.kind === 'arrival';

export interface ModelTestOptions<F extends Pick<BrowserRun, 'page' | 'request'>, C extends BrowserRun> {
  /** The Playwright `test` the paths are declared with (describe, step, setTimeout). */
  test: TestType<object, object>;
  /**
   * Declares one test with the fixtures it needs (Playwright reads them from the destructured argument):
   * `(title, walk) => test(title, ({ page, request }) => walk({ page, request }))`.
   */
  each: (title: string, walk: (fixtures: F) => Promise<void>) => void;
  /** The context of one test: the base run plus the model's own facts. */
  context: (fixtures: F, base: BrowserRun) => C | Promise<C>;
  /** Puts the world back (seats held by the test's other traveller, a stopped server), pass or fail. */
  finish?: (run: C) => Promise<void>;
  /** Per-test timeout (default 60 s: a path opens pages, waits for the server and moves the clock). */
  timeout?: number;
}

export function describeModel<M extends AnyStateMachine, W extends World, C extends BrowserRun, F extends Pick<BrowserRun, 'page' | 'request'>>(
  model: BrowserModel<M, W, C>,
  options: ModelTestOptions<F, C>,
): BrowserPath[] {
  const { paths, coverage } = browserPaths(model);
  const { test } = options;
  // `MODEL_COVERAGE=1 npx playwright test --list e2e/<flow>-paths.spec.ts` prints the tables without a browser.
  if (process.env.MODEL_COVERAGE) console.info(formatCoverage(model.machine.id, paths, coverage));
  const screens = model.states as Record<string, Screen<M, C> | Fleeting>;

  async function check(run: C, snapshot: SnapshotFrom<AnyStateMachine>, next: PathStep | undefined) {
    // A result that makes no request comes at once: the state before it is never on screen.
    if (next?.drive.kind === 'result' && next.drive.sample.release === 'none') return;
    const leaves = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
    for (const leaf of leaves) {
      const screen = screens[leaf];
      if (!screen) throw new Error(`${model.machine.id}: no screen for state '${leaf}'`);
      if (typeof screen !== 'function') continue;
      await test.step(`the screen shows ${leaf}`, () => screen(run, snapshot as SnapshotFrom<M>));
    }
  }

  /** The `before` set-ups of the server results that follow the step at `from` (up to the next cause). */
  async function befores(run: C, steps: PathStep[], from: number) {
    for (let index = from; index < steps.length && isServerSide(steps[index]); index++) {
      const { drive } = steps[index] as PathStep;
      const before = drive.kind === 'result' || drive.kind === 'arrival' ? (drive.sample as { before?: (run: C) => Promise<void> }).before : undefined;
      if (before) await before(run);
    }
  }

  async function walk(run: C, path: BrowserPath) {
    await run.page.clock.install();
    for (const [name, actor] of Object.entries(model.actors as Record<string, { request?: RequestMatch }>)) {
      if (actor.request) await run.network.hold(name, actor.request);
    }
    const { steps } = path;
    if (model.start.prepare) await test.step(`before ${model.start.label}`, () => (model.start.prepare as (run: C) => Promise<void>)(run));
    await befores(run, steps, 0);
    await test.step(model.start.label, () => model.start.perform(run));
    await check(run, path.initial, steps[0]);
    for (const [index, step] of steps.entries()) {
      const { drive } = step;
      const title = drive.kind === 'timer' ? `after ${drive.delay}` : drive.kind === 'result' ? `${drive.actor}: ${drive.sample.label}` : `${step.event.type}: ${drive.sample.kind === 'notDrivable' ? '' : drive.sample.label}`;
      await test.step(title, async () => {
        switch (drive.kind) {
          case 'gesture':
            await befores(run, steps, index + 1);
            if (drive.sample.kind === 'gesture') await (drive.sample.perform as (run: C) => Promise<void>)(run);
            break;
          case 'timer':
            await befores(run, steps, index + 1);
            await run.page.clock.fastForward(drive.ms);
            break;
          case 'arrival':
            if (drive.sample.kind === 'arrival') await (drive.sample.arrange as ((run: C) => Promise<void>) | undefined)?.(run);
            break;
          case 'result':
            await (drive.sample.arrange as ((run: C) => Promise<void>) | undefined)?.(run);
            if (drive.sample.release !== 'none') await run.network.release(drive.actor, drive.sample.release);
            break;
        }
      });
      await check(run, step.snapshot, steps[index + 1]);
    }
  }

  const declare = (path: BrowserPath) =>
    options.each(path.title, async (fixtures) => {
      // The limit covers the fixtures' teardown too (closing the context, ending its trace): a CI run on a
      // loaded machine once spent the rest of 60 s there after a passing path, so a path has 90 s.
      test.setTimeout(options.timeout ?? 90_000);
      const { page, request } = fixtures;
      const network = new Network(page);
      const language = test.info().project.name === 'phone' ? 'ar' : 'en';
      const run = await options.context(fixtures, { page, request, network, exclusive: path.exclusive, language });
      try {
        await walk(run, path);
      } finally {
        await network.openUp();
        await options.finish?.(run);
      }
    });

  test.describe(`${model.machine.id} in the browser`, () => {
    test('covers every state and transition a browser can drive, and says why not the rest', () => {
      console.info(formatCoverage(model.machine.id, paths, coverage));
      const unreachable = coverage.unreachable.map((entry) => entry.state);
      expect(coverage.states.all.filter((state) => !coverage.states.covered.includes(state) && !unreachable.includes(state))).toEqual([]);
      // A state declared unreachable must be so: a path that reaches it makes the declaration wrong.
      expect(coverage.states.covered.filter((state) => unreachable.includes(state))).toEqual([]);
      const unexplained = coverage.transitions.all.filter(
        (key) => !coverage.transitions.covered.includes(key) && !coverage.notDrivable.some((entry) => entry.transition === key),
      );
      expect(unexplained).toEqual([]);
    });
    for (const path of paths.filter((candidate) => !candidate.exclusive)) declare(path);
    const exclusive = paths.filter((candidate) => candidate.exclusive);
    if (exclusive.length > 0) {
      // They take every seat of a tour: one at a time per device, so each has a tour of its own.
      test.describe('taking every seat of a tour', () => {
        test.describe.configure({ mode: 'serial' });
        for (const path of exclusive) declare(path);
      });
    }
  });
  return paths;
}

export { expect };
