import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { favouritesCountMachine } from './favourites-count.machine';
import type { FavouritesCountResult } from './favourites-count.actors';
import { selectFavouritesCount } from './favourites-count.selectors';

/** A count reader the test answers by hand, recording each read. */
function manualReads() {
  const reads: Array<(result: FavouritesCountResult) => void> = [];
  const machine = favouritesCountMachine.provide({
    actors: { fetchFavouritesCount: fromPromise<FavouritesCountResult>(() => new Promise((resolve) => reads.push(resolve))) },
  });
  return { reads, actor: createActor(machine).start() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites count', () => {
  it('reads the count once when started, and shows nothing until it is known', async () => {
    const { reads, actor } = manualReads();
    expect(reads).toHaveLength(1);
    expect(selectFavouritesCount(actor.getSnapshot())).toBeNull();
    reads[0]?.({ ok: true, count: 2 });
    await settle();
    expect(selectFavouritesCount(actor.getSnapshot())).toBe(2);
    expect(reads).toHaveLength(1);
  });

  it("the favourites flow's count replaces the one being read, and the late answer is dropped", async () => {
    const { reads, actor } = manualReads();
    actor.send({ type: 'favourites.countChanged', count: 5 });
    reads[0]?.({ ok: true, count: 9 });
    await settle();
    expect(selectFavouritesCount(actor.getSnapshot())).toBe(5);
  });

  it('keeps counts whole and never below zero', () => {
    const { actor } = manualReads();
    actor.send({ type: 'favourites.countChanged', count: -2 });
    expect(selectFavouritesCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'favourites.countChanged', count: 3.7 });
    expect(selectFavouritesCount(actor.getSnapshot())).toBe(3);
  });

  it('no count is shown when nobody is signed in (no actor): the selector reads nothing as nothing', () => {
    expect(selectFavouritesCount(undefined)).toBeNull();
  });
});
