import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FavouriteSaveInput, FavouriteSaveResult, FavouritesLoadResult } from './favourites.actors';
import { favouritesMachine } from './favourites.machine';
import { selectCount, selectFavourites, selectIsFavourite, selectIsPending, selectStatus } from './favourites.selectors';
import { favouriteTour } from './favourites.fixtures';

const tour = (id: number) => favouriteTour(id);
/** A favourites actor whose server calls the test answers by hand, in the order they were made. */
function manualServer() {
  const loads: Array<(result: FavouritesLoadResult) => void> = [];
  const saves: Array<{ input: FavouriteSaveInput; answer: (result: FavouriteSaveResult) => void }> = [];
  const machine = favouritesMachine.provide({
    actors: {
      fetchFavourites: fromPromise<FavouritesLoadResult>(() => new Promise((resolve) => loads.push(resolve))),
      saveFavourite: fromPromise<FavouriteSaveResult, FavouriteSaveInput>(
        ({ input }) => new Promise((resolve) => saves.push({ input, answer: resolve })),
      ),
    },
  });
  const actor = createActor(machine, { input: { userId: 'u-7' } }).start();
  const ids = () => selectFavourites(actor.getSnapshot()).map((favourite) => favourite.id);
  const toggle = (id: number) => actor.send({ type: 'favourites.toggled', tour: tour(id) });
  const calls = () => saves.map(({ input }) => `${input.like ? 'like' : 'unlike'} ${input.tourId}`);
  return { loads, saves, actor, ids, toggle, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites', () => {
  it('loads once, then a toggle shows at once and is sent with the user id', async () => {
    const { loads, saves, actor, ids, toggle } = manualServer();
    expect(loads).toHaveLength(1);
    loads[0]?.({ ok: true, tours: [tour(1), tour(2)] });
    await settle();
    expect(selectCount(actor.getSnapshot())).toBe(2);

    toggle(3);
    expect(ids()).toEqual([3, 1, 2]);
    expect(selectIsFavourite(actor.getSnapshot(), 3)).toBe(true);
    expect(selectIsPending(actor.getSnapshot(), 3)).toBe(true);
    expect(saves.map(({ input }) => input)).toEqual([{ tourId: 3, like: true, userId: 'u-7' }]);
    saves[0]?.answer({ ok: true });
    await settle();
    expect(selectIsPending(actor.getSnapshot(), 3)).toBe(false);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(loads).toHaveLength(1);
  });

  it('sends toggles of other tours made while one is in flight, in order, none lost', async () => {
    const { loads, saves, ids, toggle, calls } = manualServer();
    loads[0]?.({ ok: true, tours: [tour(1)] });
    await settle();
    toggle(1);
    toggle(2);
    toggle(3);
    expect(ids()).toEqual([3, 2]);
    expect(calls()).toEqual(['unlike 1']);
    saves[0]?.answer({ ok: true });
    await settle();
    saves[1]?.answer({ ok: true });
    await settle();
    saves[2]?.answer({ ok: true });
    await settle();
    expect(calls()).toEqual(['unlike 1', 'like 2', 'like 3']);
    expect(ids()).toEqual([3, 2]);
  });

  it('a refused unlike puts the tour back where it was; the refusal is not shown as an error', async () => {
    const { loads, saves, actor, ids, toggle } = manualServer();
    loads[0]?.({ ok: true, tours: [tour(1), tour(2), tour(3)] });
    await settle();
    toggle(2);
    expect(ids()).toEqual([1, 3]);
    saves[0]?.answer({ ok: false, error: 'Unauthorized' });
    await settle();
    expect(ids()).toEqual([1, 2, 3]);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a refused like empties the heart again, and the next change is still sent', async () => {
    const { loads, saves, ids, toggle, calls } = manualServer();
    loads[0]?.({ ok: true, tours: [] });
    await settle();
    toggle(1);
    toggle(2);
    saves[0]?.answer({ ok: false, error: 'Tour not found' });
    await settle();
    expect(ids()).toEqual([2]);
    expect(calls()).toEqual(['like 1', 'like 2']);
  });

  it('toggling back a change that is still waiting cancels it: nothing is sent for it', async () => {
    const { loads, saves, ids, toggle, calls } = manualServer();
    loads[0]?.({ ok: true, tours: [] });
    await settle();
    toggle(1);
    toggle(2);
    toggle(2);
    expect(ids()).toEqual([1]);
    saves[0]?.answer({ ok: true });
    await settle();
    expect(calls()).toEqual(['like 1']);
  });

  it('toggling back the change in flight queues the opposite; if the first is refused, both are dropped', async () => {
    const { loads, saves, actor, ids, toggle, calls } = manualServer();
    loads[0]?.({ ok: true, tours: [] });
    await settle();
    toggle(1);
    toggle(1);
    expect(ids()).toEqual([]);
    saves[0]?.answer({ ok: false, error: 'Unauthorized' });
    await settle();
    expect(calls()).toEqual(['like 1']);
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('toggles made while loading wait for the list and are applied on top of it', async () => {
    const { loads, saves, ids, toggle, calls } = manualServer();
    toggle(5);
    toggle(1);
    expect(ids()).toEqual([1, 5]);
    expect(saves).toHaveLength(0);
    loads[0]?.({ ok: true, tours: [tour(1), tour(2)] });
    await settle();
    // Tour 1 was already a favourite on the server: only tour 5 is sent.
    expect(ids()).toEqual([5, 1, 2]);
    expect(calls()).toEqual(['like 5']);
  });

  it('a failed load drops waiting toggles, and a heart pressed afterwards reads the list again', async () => {
    const { loads, saves, actor, ids, toggle, calls } = manualServer();
    toggle(4);
    loads[0]?.({ ok: false, error: 'Failed to load favourites' });
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(ids()).toEqual([]);
    toggle(4);
    expect(loads).toHaveLength(2);
    loads[1]?.({ ok: true, tours: [] });
    await settle();
    expect(calls()).toEqual(['like 4']);
    saves[0]?.answer({ ok: true });
    await settle();
    expect(selectCount(actor.getSnapshot())).toBe(1);
  });

  it('Try Again reads the list again', async () => {
    const { loads, actor } = manualServer();
    loads[0]?.({ ok: false, error: 'Failed to load favourites' });
    await settle();
    actor.send({ type: 'favourites.retried' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    loads[1]?.({ ok: true, tours: [tour(9)] });
    await settle();
    expect(selectCount(actor.getSnapshot())).toBe(1);
  });
});
