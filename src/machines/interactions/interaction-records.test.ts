import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../tests/fixtures/memory-storage';
import {
  INTERACTIONS_KEY,
  interactionTotal,
  interactionsOf,
  onInteractionsChanged,
  readInteractions,
  recordInteraction,
} from './interaction-records';

const stored = (storage: Storage): unknown => JSON.parse(storage.getItem(INTERACTIONS_KEY) ?? 'null');

describe('interaction score (spec §9)', () => {
  it.each([
    [{ checkout: 0, favourite: false, booked: false }, 0],
    [{ checkout: 0, favourite: true, booked: false }, 3],
    [{ checkout: 1, favourite: false, booked: true }, 6],
    [{ checkout: 4, favourite: true, booked: true }, 12],
  ])('%o scores %i', (record, total) => {
    expect(interactionTotal(record)).toBe(total);
  });
});

describe('recording interactions', () => {
  it('saves a card favourite with checkout 0 under the user, the id as text and type travel by default', () => {
    const storage = memoryStorage();
    const record = recordInteraction({ userId: 'u-1', id: 7, favourite: true }, storage);
    expect(record).toEqual({ userId: 'u-1', id: '7', type: 'travel', checkout: 0, favourite: true, booked: false, total: 3 });
    expect(stored(storage)).toEqual([record]);
  });

  it('keeps one record per user and item: a new one replaces the old', () => {
    const storage = memoryStorage();
    recordInteraction({ userId: 'u-1', id: '7', favourite: true }, storage);
    recordInteraction({ userId: 'u-1', id: '8', checkout: 1, booked: true }, storage);
    recordInteraction({ userId: 'u-1', id: '7', checkout: 1, booked: true }, storage);
    expect(readInteractions(storage)).toEqual([
      { userId: 'u-1', id: '8', type: 'travel', checkout: 1, favourite: false, booked: true, total: 6 },
      { userId: 'u-1', id: '7', type: 'travel', checkout: 1, favourite: false, booked: true, total: 6 },
    ]);
  });

  it('keeps the same item apart for different users and for a travel and an event with the same id', () => {
    const storage = memoryStorage();
    recordInteraction({ userId: 'u-1', id: 3, favourite: true }, storage);
    recordInteraction({ userId: 'u-2', id: 3, favourite: true }, storage);
    recordInteraction({ userId: 'u-1', id: 3, type: 'event', favourite: true }, storage);
    recordInteraction({ userId: 'u-1', id: 3, type: 'event', favourite: false }, storage);
    expect(readInteractions(storage)).toHaveLength(3);
    expect(interactionsOf('u-1', storage).map((r) => [r.type, r.favourite, r.total])).toEqual([
      ['travel', true, 3],
      ['event', false, 0],
    ]);
  });

  it("saves a record without a user as 'anonymous'", () => {
    const storage = memoryStorage();
    expect(recordInteraction({ userId: null, id: 5, favourite: true }, storage).userId).toBe('anonymous');
    expect(interactionsOf(null, storage)).toHaveLength(1);
    expect(interactionsOf('u-1', storage)).toEqual([]);
  });

  it('tells subscribers about every new record until they unsubscribe', () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const unsubscribe = onInteractionsChanged(listener);
    recordInteraction({ userId: 'u-1', id: 1, favourite: true }, storage);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    recordInteraction({ userId: 'u-1', id: 2, favourite: true }, storage);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still returns the record and notifies when the storage refuses the write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const listener = vi.fn();
    const unsubscribe = onInteractionsChanged(listener);
    expect(recordInteraction({ userId: 'u-1', id: 1, booked: true }, storage).total).toBe(5);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('reading stored records', () => {
  it('migrates old records lacking total: total from checkout, or 0', () => {
    const storage = memoryStorage({
      [INTERACTIONS_KEY]: JSON.stringify([
        { userId: 'u-1', id: '1', checkout: 2, favourite: true, booked: false },
        { userId: 'u-1', id: '2', favourite: true },
        { userId: 'u-1', id: 3, type: 'event', checkout: 1, favourite: false, booked: false, total: 1 },
      ]),
    });
    expect(readInteractions(storage)).toEqual([
      { userId: 'u-1', id: '1', type: 'travel', checkout: 2, favourite: true, booked: false, total: 2 },
      { userId: 'u-1', id: '2', type: 'travel', checkout: 0, favourite: true, booked: false, total: 0 },
      { userId: 'u-1', id: '3', type: 'event', checkout: 1, favourite: false, booked: false, total: 1 },
    ]);
  });

  it('keeps migrated records when a new one is recorded', () => {
    const storage = memoryStorage({ [INTERACTIONS_KEY]: JSON.stringify([{ userId: 'u-1', id: '1', checkout: 2 }]) });
    recordInteraction({ userId: 'u-1', id: '2', favourite: true }, storage);
    expect(stored(storage)).toEqual([
      { userId: 'u-1', id: '1', type: 'travel', checkout: 2, favourite: false, booked: false, total: 2 },
      { userId: 'u-1', id: '2', type: 'travel', checkout: 0, favourite: true, booked: false, total: 3 },
    ]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"id":"1"}'],
    ['null', 'null'],
    ['a string', '"records"'],
  ])('reads %s as no records, and recording still works', (_label, text) => {
    const storage = memoryStorage({ [INTERACTIONS_KEY]: text });
    expect(readInteractions(storage)).toEqual([]);
    recordInteraction({ userId: 'u-1', id: 1, favourite: true }, storage);
    expect(readInteractions(storage)).toHaveLength(1);
  });

  it('drops entries that cannot be records and keeps the rest', () => {
    const storage = memoryStorage({
      [INTERACTIONS_KEY]: JSON.stringify([null, 4, 'x', [], { userId: 'u-1' }, { userId: 'u-1', id: '' }, { userId: 'u-1', id: '9', checkout: 'lots', total: 'x' }]),
    });
    expect(readInteractions(storage)).toEqual([{ userId: 'u-1', id: '9', type: 'travel', checkout: 0, favourite: false, booked: false, total: 0 }]);
  });

  it('reads nothing, and never throws, when there is no storage or it cannot be read', () => {
    expect(readInteractions(undefined)).toEqual([]);
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readInteractions(broken)).toEqual([]);
  });
});
