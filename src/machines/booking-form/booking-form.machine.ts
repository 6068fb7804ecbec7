import { assign, not, setup } from 'xstate';
import {
  createBooking,
  fetchTravel,
  type BookingCreateRequest,
  type BookingFailure,
  type BookingOutcome,
  type Tour,
  type TravelLoadFailure,
  type TravelLoadResult,
} from './booking-form.actors';
import { bookingTotal, pricesFor, seatsFor, type Party } from '@core/booking/prices';
import { readCount } from './read-count';
import { westernDigits } from '@core/text/digits';
import { hasDeparted } from './departure';
import type { ChosenParty } from './travel-id';

/**
 * The booking form, /book-now (spec, booking §2 Book Your Trip, §3, §5, §7, §8, §9; S3, S4).
 *
 * `loading` reads the tour (`GET /api/Travels/{id}`): without an id it is 'Missing travel ID. Please try
 * again.' (`missingId`); a tour that does not exist or a failed read is `loadFailed`, with Try Again; a tour
 * that has already left is `departed` and one without seats `soldOut` (nothing to submit either way);
 * otherwise the `form`. In the form, `editing` takes the
 * fields; submitting checks them (required, the server's limits, at least one adult, no more travellers than
 * seats left) and sends `POST /api/Booking` (`submitting`, the button reads 'Booking...'). A refusal goes
 * back to `editing` with everything typed kept; a 409 (seats taken meanwhile) first re-reads the tour
 * (`rechecking`) so the seat count the form checks against is the current one. A booking made ends in
 * `booked`, whose context holds what /payment needs; the view reads it with `selectPaymentRequest` and navigates.
 */
export type BookingField = 'name' | 'phone' | 'nationalId' | 'adults' | 'children' | 'underFive';
export type BookingDraft = Record<BookingField, string>;

/** A rule message: a key of the `booking` namespace and the numbers it names. */
export interface FieldMessage {
  key: string;
  values?: Record<string, number>;
}
export type FieldErrors = Partial<Record<BookingField, FieldMessage>>;

export type { PaymentRequest } from '@core/booking/payment-request';

/**
 * The server's limits on the text fields (openapi/rihla.yaml, BookingCreateRequest): phoneNumber and
 * nationalId 1 to 30 characters, name at most 100. Checked here so the traveller reads them beside the
 * field, in their language, instead of a 400 after sending.
 */
export const TEXT_LIMITS = { name: 100, phone: 30, nationalId: 30 } as const;

/** Spec, booking §3 and §9: adults 1, children 0, under five 0. */
export const DEFAULT_COUNTS = { adults: '1', children: '0', underFive: '0' } as const;

export interface BookingFormContext {
  travelId: number | null;
  fromRecommendation: boolean;
  tour: Tour | null;
  loadFailure: TravelLoadFailure | null;
  draft: BookingDraft;
  /** Rule messages by field, shown after a submit that broke them (typing in a field clears its own). */
  fieldErrors: FieldErrors;
  /** Why the last submit did not book. */
  failure: BookingFailure | null;
  /** The booking made, with the amount to pay. */
  booked: { bookingId: number; amount: number } | null;
}

export interface BookingFormInput {
  /** From navigation state, else the query (./travel-id.ts); null when neither holds one. */
  travelId: number | null;
  /** Navigation state `fromRecommendation: true`. */
  fromRecommendation?: boolean;
  /**
   * The signed-in traveller, to start the name and phone fields from (both stay editable: one may book
   * for someone else). Not in the spec, which leaves the fields empty; typing one's own name and number
   * again on a phone is the kind of chore a traveller would rather skip.
   */
  traveller?: { name?: string | null; phone?: string | null } | null;
  /** The party chosen on the tour page (./travel-id.ts partyFrom); the form starts from it. */
  party?: ChosenParty | null;
  /** What was typed before a sign-in interrupted the booking: the form starts from it. */
  kept?: BookingDraft | null;
}

export type BookingFormEvent =
  | { type: 'booking.fieldChanged'; field: BookingField; value: string }
  | { type: 'booking.submitted' }
  | { type: 'booking.retried' };

/** The counts as numbers (spec, booking §5: integers, 0 if unreadable). */
export function partyOf(draft: BookingDraft): Party {
  return { adults: readCount(draft.adults), children: readCount(draft.children), underFive: readCount(draft.underFive) };
}

/** The rules of the fields (spec, booking §5, with the server's limits): empty when the draft may be sent. */
export function draftErrors(draft: BookingDraft): FieldErrors {
  const errors: FieldErrors = {};
  const text = (field: 'name' | 'phone' | 'nationalId') => {
    const value = draft[field].trim();
    if (value === '') errors[field] = { key: `errors.${field}Required` };
    else if (value.length > TEXT_LIMITS[field]) errors[field] = { key: 'errors.tooLong', values: { max: TEXT_LIMITS[field] } };
  };
  text('name');
  text('phone');
  text('nationalId');
  const party = partyOf(draft);
  if (party.adults < 1) errors.adults = { key: 'errors.adultsMinimum' };
  if (party.children < 0) errors.children = { key: 'errors.notNegative' };
  if (party.underFive < 0) errors.underFive = { key: 'errors.notNegative' };
  return errors;
}

/**
 * Adults + children + under-fives must fit in the seats left (S4: every traveller takes a seat).
 * Checked live, so the traveller is told before sending; null when the party fits.
 */
export function seatProblem(draft: BookingDraft, tour: Tour | null): FieldMessage | null {
  if (!tour) return null;
  const seatsLeft = Math.max(0, tour.availableSeats);
  if (seatsLeft === 0) return { key: 'errors.soldOut' };
  return seatsFor(partyOf(draft)) > seatsLeft ? { key: 'errors.tooManyTravellers', values: { count: seatsLeft } } : null;
}

/** The live total in EGP (spec, booking §9). */
export function totalOf(draft: BookingDraft, tour: Tour | null): number {
  return tour ? bookingTotal(pricesFor(tour.price), partyOf(draft)) : 0;
}

/** The contract's payload (BookingCreateRequest): totalquantity = adults + children (spec, booking §3). */
export function bookingBody(travelId: number, draft: BookingDraft): BookingCreateRequest {
  const party = partyOf(draft);
  return {
    travelId,
    totalquantity: party.adults + party.children,
    childrenUnderFiveNum: party.underFive,
    // Typed on an Arabic keyboard, a national ID or a phone number is sent in the digits the operator's
    // systems read.
    nationalId: westernDigits(draft.nationalId).trim(),
    phoneNumber: westernDigits(draft.phone).trim(),
    numberOfAdults: party.adults,
    numberOfChildren: party.children,
    // The spec collects the name without sending it; the contract takes it (optional) so the booking is
    // recorded under the traveller's name as typed rather than the account's, which is what they expect.
    name: draft.name.trim(),
  };
}

const draftFor = (input: BookingFormInput): BookingDraft => (input.kept ? { ...input.kept } : freshDraft(input));

const freshDraft = (input: BookingFormInput): BookingDraft => ({
  name: input.traveller?.name?.trim() ?? '',
  phone: input.traveller?.phone?.trim() ?? '',
  nationalId: '',
  ...(input.party
    ? { adults: String(input.party.adults), children: String(input.party.children), underFive: String(input.party.underFive) }
    : DEFAULT_COUNTS),
});

const isSoldOutTour = (tour: Tour) => tour.availableSeats <= 0;

export const bookingFormMachine = setup({
  types: {
    context: {} as BookingFormContext,
    events: {} as BookingFormEvent,
    input: {} as BookingFormInput,
  },
  actors: { fetchTravel, createBooking },
  guards: {
    isLoadFailure: (_, params: { result: TravelLoadResult; reason: TravelLoadFailure }) => !params.result.ok && params.result.reason === params.reason,
    isSoldOut: (_, result: TravelLoadResult) => result.ok && isSoldOutTour(result.tour),
    // Read at the moment the tour arrives: the server's own rule (a start at or before now has left).
    hasDeparted: (_, result: TravelLoadResult) => result.ok && hasDeparted(result.tour, Date.now()),
    hasTour: (_, result: TravelLoadResult) => result.ok,
    canSend: ({ context }) => Object.keys(draftErrors(context.draft)).length === 0 && seatProblem(context.draft, context.tour) === null,
    isTourSoldOut: ({ context }) => context.tour !== null && isSoldOutTour(context.tour),
    isBooked: (_, outcome: BookingOutcome) => outcome.ok,
    isSeatConflict: (_, outcome: BookingOutcome) => !outcome.ok && outcome.failure.kind === 'seats',
  },
  actions: {
    assignTour: assign((_, result: TravelLoadResult) => (result.ok ? { tour: result.tour, loadFailure: null } : {})),
    assignLoadFailure: assign((_, result: TravelLoadResult) => ({ tour: null, loadFailure: result.ok ? null : result.reason })),
    assignUnexpectedLoadFailure: assign({ tour: null, loadFailure: 'failed' as const }),
    clearLoadFailure: assign({ loadFailure: null }),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'booking.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors, failure: null };
    }),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: draftErrors(context.draft) })),
    clearFailure: assign({ failure: null, fieldErrors: {} }),
    assignFailure: assign((_, outcome: BookingOutcome) => ({ failure: outcome.ok ? null : outcome.failure })),
    assignUnexpectedFailure: assign({ failure: { kind: 'failed', message: null } as BookingFailure }),
    assignBooking: assign((_, outcome: BookingOutcome) => ({ booked: outcome.ok ? { bookingId: outcome.bookingId, amount: outcome.amount } : null })),
  },
}).createMachine({
  id: 'bookingForm',
  context: ({ input }) => ({
    travelId: input.travelId,
    fromRecommendation: input.fromRecommendation === true,
    tour: null,
    loadFailure: null,
    draft: draftFor(input),
    fieldErrors: {},
    failure: null,
    booked: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchTravel',
        src: 'fetchTravel',
        input: ({ context }) => ({ id: context.travelId }),
        onDone: [
          {
            guard: { type: 'isLoadFailure', params: ({ event }) => ({ result: event.output, reason: 'missingId' as const }) },
            target: 'missingId',
            actions: { type: 'assignLoadFailure', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasDeparted', params: ({ event }) => event.output },
            target: 'departed',
            actions: { type: 'assignTour', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isSoldOut', params: ({ event }) => event.output },
            target: 'soldOut',
            actions: { type: 'assignTour', params: ({ event }) => event.output },
          },
          { guard: { type: 'hasTour', params: ({ event }) => event.output }, target: 'form', actions: { type: 'assignTour', params: ({ event }) => event.output } },
          { target: 'loadFailed', actions: { type: 'assignLoadFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'assignUnexpectedLoadFailure' },
      },
    },
    /** 'Missing travel ID. Please try again.': nothing to read again; the page points to the tours. */
    missingId: {},
    /** The tour does not exist or could not be read: a clear message with Try Again. */
    loadFailed: { on: { 'booking.retried': { target: 'loading', actions: 'clearLoadFailure' } } },
    /** The tour has already left (its start is past): said so, and no form to submit. */
    departed: {},
    /** No seats left (availableSeats <= 0): Sold Out, and no form to submit. */
    soldOut: {},
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'booking.fieldChanged': { actions: 'assignField' },
            // A tour found sold out after a 409 keeps the form (and what was typed) but takes no submit.
            'booking.submitted': [
              { guard: 'canSend', target: 'submitting', actions: 'clearFailure' },
              { guard: not('isTourSoldOut'), actions: 'assignFieldErrors' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'createBooking',
            src: 'createBooking',
            input: ({ context }) => ({
              body: bookingBody(context.travelId as number, context.draft),
              total: totalOf(context.draft, context.tour),
              fromRecommendation: context.fromRecommendation,
            }),
            onDone: [
              { guard: { type: 'isBooked', params: ({ event }) => event.output }, target: '#bookingForm.booked', actions: { type: 'assignBooking', params: ({ event }) => event.output } },
              { guard: { type: 'isSeatConflict', params: ({ event }) => event.output }, target: 'rechecking', actions: { type: 'assignFailure', params: ({ event }) => event.output } },
              { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: 'assignUnexpectedFailure' },
          },
        },
        /**
         * After a 409 the seats left changed under the traveller: read the tour again so the live seat
         * check speaks of the current count. Typing goes on meanwhile; sending waits for the answer. A
         * failed read keeps the count the form had: the server checks again on the next submit anyway.
         */
        rechecking: {
          invoke: {
            id: 'recheckTravel',
            src: 'fetchTravel',
            input: ({ context }) => ({ id: context.travelId }),
            onDone: { target: 'editing', actions: { type: 'assignTour', params: ({ event }) => event.output } },
            onError: { target: 'editing' },
          },
          on: { 'booking.fieldChanged': { actions: 'assignField' } },
        },
      },
    },
    booked: {
      type: 'final',
    },
  },
});
