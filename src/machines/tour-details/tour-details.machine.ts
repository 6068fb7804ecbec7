import { assign, setup } from 'xstate';
import { fetchTour, type Tour, type TourLoadFailure, type TourLoadResult } from './tour-details.actors';

/**
 * The tour details page (spec, accounts §2 Tour details, §8): 'Loading tour details...', then the tour,
 * 'No tour data available' (an answer without a tour), 'Tour ID is missing', a tour that does not exist,
 * or a failed read with Try Again. A loaded tour shows one of four tabs (Information first); the tab is
 * the machine's state, so the tablist's arrows, Home and End keys move through it here, wrapping around.
 */
export const TOUR_TABS = ['information', 'tourPlan', 'location', 'gallery'] as const;
export type TourTab = (typeof TOUR_TABS)[number];

export interface TourDetailsContext {
  id: number | null;
  tour: Tour | null;
  /** Why there is no tour, once the read has ended without one. */
  failure: TourLoadFailure | null;
  /** When the tour was read (ms since the epoch; 0 before): a tour that started before then has left. */
  readAt: number;
}

export interface TourDetailsInput {
  /** From navigation state or the address (./tour-id.ts); null when neither holds one. */
  id: number | null;
}

export type TourDetailsEvent =
  | { type: 'tourDetails.retry' }
  | { type: 'tourDetails.tabSelected'; tab: TourTab }
  /** The arrow keys in the tablist: the next or previous tab in reading order, wrapping around. */
  | { type: 'tourDetails.nextTab' }
  | { type: 'tourDetails.previousTab' }
  /** Home and End in the tablist. */
  | { type: 'tourDetails.firstTab' }
  | { type: 'tourDetails.lastTab' };

const isTab = (tab: TourTab) => ({ event }: { event: TourDetailsEvent }) => event.type === 'tourDetails.tabSelected' && event.tab === tab;

export const tourDetailsMachine = setup({
  types: {
    context: {} as TourDetailsContext,
    events: {} as TourDetailsEvent,
    input: {} as TourDetailsInput,
  },
  actors: { fetchTour },
  guards: {
    hasTour: (_, result: TourLoadResult) => result.ok && result.tour !== null,
    isEmptyAnswer: (_, result: TourLoadResult) => result.ok && result.tour === null,
    isFailure: (_, params: { result: TourLoadResult; reason: TourLoadFailure }) => !params.result.ok && params.result.reason === params.reason,
    isInformation: isTab('information'),
    isTourPlan: isTab('tourPlan'),
    isLocation: isTab('location'),
    isGallery: isTab('gallery'),
  },
  actions: {
    assignTour: assign((_, result: TourLoadResult) => (result.ok ? { tour: result.tour, readAt: result.readAt, failure: null } : { tour: null, failure: null })),
    assignFailure: assign((_, result: TourLoadResult) => ({ tour: null, failure: result.ok ? null : result.reason })),
    assignUnexpectedFailure: assign({ tour: null, failure: 'failed' as const }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'tourDetails',
  context: ({ input }) => ({ id: input.id, tour: null, failure: null, readAt: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchTour',
        src: 'fetchTour',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: { type: 'hasTour', params: ({ event }) => event.output }, target: 'loaded', actions: { type: 'assignTour', params: ({ event }) => event.output } },
          { guard: { type: 'isEmptyAnswer', params: ({ event }) => event.output }, target: 'noData', actions: { type: 'assignTour', params: ({ event }) => event.output } },
          {
            guard: { type: 'isFailure', params: ({ event }) => ({ result: event.output, reason: 'missingId' as const }) },
            target: 'missingId',
            actions: { type: 'assignFailure', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isFailure', params: ({ event }) => ({ result: event.output, reason: 'notFound' as const }) },
            target: 'notFound',
            actions: { type: 'assignFailure', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => event.output } },
        ],
        // Unexpected (the request could not even be made): the same failure, with Try Again.
        onError: { target: 'failed', actions: 'assignUnexpectedFailure' },
      },
    },
    /** The read failed: 'Failed to load tour details' with Try Again. */
    failed: { on: { 'tourDetails.retry': { target: 'loading', actions: 'clearFailure' } } },
    /** The server answered without a tour: 'No tour data available', and another try may help. */
    noData: { on: { 'tourDetails.retry': { target: 'loading', actions: 'clearFailure' } } },
    /** No id to ask for: nothing to retry; the page points to the tour list. */
    missingId: {},
    /** No tour has this id (it was removed, or the link is wrong): the page points to the tour list. */
    notFound: {},
    loaded: {
      initial: 'information',
      on: {
        'tourDetails.tabSelected': [
          { guard: 'isInformation', target: '.information' },
          { guard: 'isTourPlan', target: '.tourPlan' },
          { guard: 'isLocation', target: '.location' },
          { guard: 'isGallery', target: '.gallery' },
        ],
        'tourDetails.firstTab': { target: '.information' },
        'tourDetails.lastTab': { target: '.gallery' },
      },
      states: {
        information: { on: { 'tourDetails.nextTab': 'tourPlan', 'tourDetails.previousTab': 'gallery' } },
        tourPlan: { on: { 'tourDetails.nextTab': 'location', 'tourDetails.previousTab': 'information' } },
        location: { on: { 'tourDetails.nextTab': 'gallery', 'tourDetails.previousTab': 'tourPlan' } },
        gallery: { on: { 'tourDetails.nextTab': 'information', 'tourDetails.previousTab': 'location' } },
      },
    },
  },
});
