import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { makeTour } from '../../../tests/fixtures/catalogue';
import type { BookingOutcome, BookingRequest, Tour, TravelLoadResult } from './booking-form.actors';
import { bookingFormMachine, draftErrors, seatProblem, type BookingDraft, type BookingField } from './booking-form.machine';
import { selectFailure, selectFieldErrors, selectPaymentRequest, selectSeatProblem, selectStatus, selectTotal, selectTour } from './booking-form.selectors';

const draft = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  name: 'Omar Khaled',
  phone: '+20 100 123 4567',
  nationalId: '29801011234567',
  adults: '1',
  children: '0',
  underFive: '0',
  ...overrides,
});

describe('the booking form rules (spec, booking §5, with the contract limits)', () => {
  it('accepts a complete draft', () => {
    expect(draftErrors(draft())).toEqual({});
  });

  it('requires name, phone and national ID (blank counts as empty)', () => {
    expect(draftErrors(draft({ name: '  ', phone: '', nationalId: ' ' }))).toEqual({
      name: { key: 'errors.nameRequired' },
      phone: { key: 'errors.phoneRequired' },
      nationalId: { key: 'errors.nationalIdRequired' },
    });
  });

  it('keeps to the server limits: phone and national ID 30 characters, name 100', () => {
    expect(draftErrors(draft({ phone: '1'.repeat(30), nationalId: 'A'.repeat(30), name: 'n'.repeat(100) }))).toEqual({});
    expect(draftErrors(draft({ phone: '1'.repeat(31), nationalId: 'A'.repeat(31), name: 'n'.repeat(101) }))).toEqual({
      name: { key: 'errors.tooLong', values: { max: 100 } },
      phone: { key: 'errors.tooLong', values: { max: 30 } },
      nationalId: { key: 'errors.tooLong', values: { max: 30 } },
    });
  });

  it('needs at least one adult and no negative children (unreadable counts read 0)', () => {
    expect(draftErrors(draft({ adults: 'abc' }))).toEqual({ adults: { key: 'errors.adultsMinimum' } });
    expect(draftErrors(draft({ adults: '0', children: '-1', underFive: '-2' }))).toEqual({
      adults: { key: 'errors.adultsMinimum' },
      children: { key: 'errors.notNegative' },
      underFive: { key: 'errors.notNegative' },
    });
    expect(draftErrors(draft({ children: '', underFive: 'x' }))).toEqual({});
  });

  it('fits the party in the seats left, under-fives included', () => {
    const tour = makeTour(3, { availableSeats: 4 });
    expect(seatProblem(draft({ adults: '2', children: '1', underFive: '1' }), tour)).toBeNull();
    expect(seatProblem(draft({ adults: '2', children: '1', underFive: '2' }), tour)).toEqual({ key: 'errors.tooManyTravellers', values: { count: 4 } });
    expect(seatProblem(draft(), makeTour(3, { availableSeats: 0 }))).toEqual({ key: 'errors.soldOut' });
    expect(seatProblem(draft(), makeTour(3, { availableSeats: -2 }))).toEqual({ key: 'errors.soldOut' });
  });
});

/** The machine with scripted answers: each call to an actor takes the next answer. */
function scripted(travels: TravelLoadResult[], bookings: (BookingOutcome | Error)[]) {
  const sent: BookingRequest[] = [];
  const reads: (number | null)[] = [];
  const machine = bookingFormMachine.provide({
    actors: {
      fetchTravel: fromPromise<TravelLoadResult, { id: number | null }>(({ input }) => {
        reads.push(input.id);
        return Promise.resolve(travels.shift() ?? { ok: false, reason: 'failed' });
      }),
      createBooking: fromPromise<BookingOutcome, BookingRequest>(({ input }) => {
        sent.push(input);
        const next = bookings.shift();
        if (next instanceof Error) return Promise.reject(next);
        return Promise.resolve(next ?? { ok: false, failure: { kind: 'failed', message: null } });
      }),
    },
  });
  return { machine, sent, reads };
}

function fill(actor: { send: (event: { type: 'booking.fieldChanged'; field: BookingField; value: string }) => void }, values: Partial<BookingDraft>) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'booking.fieldChanged', field: field as BookingField, value });
}

const giza = (overrides: Partial<Tour> = {}) => makeTour(3, { price: 2500, availableSeats: 12, ...overrides });

describe('booking a tour', () => {
  it('sends the contract payload and ends with what /payment needs', async () => {
    const { machine, sent } = scripted([{ ok: true, tour: giza() }], [{ ok: true, bookingId: 42, amount: 6875 }]);
    const actor = createActor(machine, { input: { travelId: 3, fromRecommendation: true } }).start();
    await waitFor(actor, (s) => selectStatus(s) === 'form');
    fill(actor, { name: ' Omar Khaled ', phone: '+20 100 123 4567', nationalId: '29801011234567', adults: '2', children: '1', underFive: '1' });
    expect(selectTotal(actor.getSnapshot())).toBe(6875);
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      {
        body: {
          travelId: 3,
          totalquantity: 3,
          childrenUnderFiveNum: 1,
          nationalId: '29801011234567',
          phoneNumber: '+20 100 123 4567',
          numberOfAdults: 2,
          numberOfChildren: 1,
          name: 'Omar Khaled',
        },
        total: 6875,
        fromRecommendation: true,
      },
    ]);
    expect(selectPaymentRequest(actor.getSnapshot())).toEqual({ bookingId: 42, amount: 6875, currency: 'EGP', paymentMethod: 'card' });
  });

  it('sends nothing while a rule is broken, and says which', async () => {
    const { machine, sent } = scripted([{ ok: true, tour: giza({ availableSeats: 2 }) }], []);
    const actor = createActor(machine, { input: { travelId: 3 } }).start();
    await waitFor(actor, (s) => selectStatus(s) === 'form');
    actor.send({ type: 'booking.submitted' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      name: { key: 'errors.nameRequired' },
      phone: { key: 'errors.phoneRequired' },
      nationalId: { key: 'errors.nationalIdRequired' },
    });
    fill(actor, { name: 'Omar', phone: '0100', nationalId: '298', adults: '3' });
    expect(selectSeatProblem(actor.getSnapshot())).toEqual({ key: 'errors.tooManyTravellers', values: { count: 2 } });
    actor.send({ type: 'booking.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(sent).toEqual([]);
  });

  it('after a 409 keeps everything typed and reads the seats left again', async () => {
    const { machine, reads } = scripted(
      [{ ok: true, tour: giza({ availableSeats: 3 }) }, { ok: true, tour: giza({ availableSeats: 1 }) }],
      [{ ok: false, failure: { kind: 'seats', message: 'Only 1 seat is left on this tour.' } }],
    );
    const actor = createActor(machine, { input: { travelId: 3 } }).start();
    await waitFor(actor, (s) => selectStatus(s) === 'form');
    fill(actor, { name: 'Omar', phone: '0100', nationalId: '298', adults: '3' });
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && selectTour(s)?.availableSeats === 1);
    const snapshot = actor.getSnapshot();
    expect(reads).toEqual([3, 3]);
    expect(selectFailure(snapshot)).toEqual({ kind: 'seats', message: 'Only 1 seat is left on this tour.' });
    expect(snapshot.context.draft).toEqual(draft({ name: 'Omar', phone: '0100', nationalId: '298', adults: '3' }));
    expect(selectSeatProblem(snapshot)).toEqual({ key: 'errors.tooManyTravellers', values: { count: 1 } });
  });

  it('an unexpected failure keeps the form with "Unexpected error"', async () => {
    const { machine } = scripted([{ ok: true, tour: giza() }], [new Error('boom')]);
    const actor = createActor(machine, { input: { travelId: 3, traveller: { name: 'Mariam', phone: '0100' } } }).start();
    await waitFor(actor, (s) => selectStatus(s) === 'form');
    fill(actor, { nationalId: '298' });
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => selectFailure(s) !== null);
    expect(selectFailure(actor.getSnapshot())).toEqual({ kind: 'failed', message: null });
    expect(actor.getSnapshot().context.draft.nationalId).toBe('298');
  });

  it('a failed tour read offers Try Again, which reads again', async () => {
    const { machine, reads } = scripted([{ ok: false, reason: 'failed' }, { ok: true, tour: giza() }], []);
    const actor = createActor(machine, { input: { travelId: 3 } }).start();
    await waitFor(actor, (s) => selectStatus(s) === 'loadFailed');
    actor.send({ type: 'booking.retried' });
    await waitFor(actor, (s) => selectStatus(s) === 'form');
    expect(reads).toEqual([3, 3]);
  });
});
