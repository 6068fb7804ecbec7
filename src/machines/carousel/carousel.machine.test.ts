import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { carouselMachine } from './carousel.machine';
import { loadFromApi, type CarouselLoadInput, type CarouselLoadResult } from './carousel.actors';
import { selectCanNavigate, selectSlide, selectStatus } from './carousel.selectors';

/** A carousel with the real delays, loading the given items. */
function startCarousel(items: readonly unknown[]) {
  const actor = createActor(carouselMachine, { input: { items } });
  actor.start();
  return actor;
}

async function loaded(actor: ReturnType<typeof startCarousel>) {
  await vi.advanceTimersByTimeAsync(0); // let the load promise settle
  expect(selectStatus(actor.getSnapshot())).toBe('content');
}

const shown = (actor: ReturnType<typeof startCarousel>) => actor.getSnapshot().context.index;

describe('carousel timing (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances by itself every 5 s and wraps around', async () => {
    const actor = startCarousel(['a', 'b', 'c']);
    await loaded(actor);
    await vi.advanceTimersByTimeAsync(4999);
    expect(shown(actor)).toBe(0);
    await vi.advanceTimersByTimeAsync(1 + 300);
    expect(shown(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(5300);
    expect(shown(actor)).toBe(2);
    await vi.advanceTimersByTimeAsync(5300);
    expect(shown(actor)).toBe(0);
  });

  it('ignores a click at 299 ms of the transition lock and takes one at 300 ms', async () => {
    const actor = startCarousel(['a', 'b', 'c']);
    await loaded(actor);
    actor.send({ type: 'carousel.next' });
    await vi.advanceTimersByTimeAsync(299);
    expect(selectCanNavigate(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'carousel.next' });
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(actor)).toBe(1); // the click at 299 ms moved nothing
    expect(selectCanNavigate(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'carousel.next' });
    await vi.advanceTimersByTimeAsync(300);
    expect(shown(actor)).toBe(2);
  });

  it('slides out first, then in, in the direction of navigation', async () => {
    const actor = startCarousel(['a', 'b', 'c']);
    await loaded(actor);
    actor.send({ type: 'carousel.previous' });
    expect(selectSlide(actor.getSnapshot())).toEqual({ index: 0, phase: 'leaving', direction: 'backward' });
    await vi.advanceTimersByTimeAsync(150);
    expect(selectSlide(actor.getSnapshot())).toEqual({ index: 2, phase: 'arriving', direction: 'backward' });
    await vi.advanceTimersByTimeAsync(150);
    expect(selectSlide(actor.getSnapshot())).toEqual({ index: 2, phase: 'still', direction: 'backward' });
  });

  it('restarts the 5 s wait after the user navigates', async () => {
    const actor = startCarousel(['a', 'b', 'c']);
    await loaded(actor);
    await vi.advanceTimersByTimeAsync(4000);
    actor.send({ type: 'carousel.next' });
    await vi.advanceTimersByTimeAsync(300 + 4999);
    expect(shown(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 300);
    expect(shown(actor)).toBe(2);
  });

  it('does not advance while paused, and waits a full 5 s after resuming', async () => {
    const actor = startCarousel(['a', 'b']);
    await loaded(actor);
    actor.send({ type: 'carousel.paused' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(shown(actor)).toBe(0);
    actor.send({ type: 'carousel.resumed' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(shown(actor)).toBe(0);
    await vi.advanceTimersByTimeAsync(301);
    expect(shown(actor)).toBe(1);
  });

  it('never moves a carousel of one item', async () => {
    const actor = startCarousel(['only']);
    await loaded(actor);
    actor.send({ type: 'carousel.next' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(selectSlide(actor.getSnapshot())).toEqual({ index: 0, phase: 'still', direction: 'forward' });
    expect(selectCanNavigate(actor.getSnapshot())).toBe(false);
  });
});

describe('carousel loading', () => {
  it('shows the API failure message and loads again on Try Again', async () => {
    let calls = 0;
    const machine = carouselMachine.provide({
      actors: {
        loadItems: loadFromApi(() => {
          calls += 1;
          return Promise.resolve(
            calls === 1
              ? { ok: false as const, error: { kind: 'http' as const, status: 500, message: 'Failed to load discounted tours' } }
              : { ok: true as const, data: [{ id: 1 }] },
          );
        }),
      },
    });
    const actor = createActor(machine, { input: { items: [] } }).start();
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('error'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load discounted tours');
    actor.send({ type: 'carousel.retry' });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('content'));
    expect(actor.getSnapshot().context.items).toEqual([{ id: 1 }]);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });

  it('treats a null list from the API as empty', async () => {
    const machine = carouselMachine.provide({ actors: { loadItems: loadFromApi(() => Promise.resolve({ ok: true as const, data: null })) } });
    const actor = createActor(machine, { input: { items: [] } }).start();
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('empty'));
    actor.stop();
  });

  it('turns an unexpected loader crash into the error state', async () => {
    const machine = carouselMachine.provide({
      actors: { loadItems: fromPromise<CarouselLoadResult, CarouselLoadInput>(() => Promise.reject(new Error('socket hang up'))) },
    });
    const actor = createActor(machine, { input: { items: [] } }).start();
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('error'));
    expect(actor.getSnapshot().context.error).toBe('socket hang up');
    actor.stop();
  });
});
