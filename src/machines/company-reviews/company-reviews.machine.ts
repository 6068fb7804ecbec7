import { and, assign, not, setup } from 'xstate';
import {
  loadReviews,
  saveReview,
  type CompanyReview,
  type ReviewAuthor,
  type ReviewSaveResult,
  type ReviewsLoadResult,
} from './company-reviews.actors';

/**
 * A company's reviews (spec, accounts §2 Company detail, §3 Review, §5 Review; DECISIONS #15): kept only in
 * this browser. The form toggles open and closed; it opens only for a signed-in user ('Please login to
 * submit a review'); submitting needs a rating 1 to 5 and non-blank text, and is not possible until both
 * are there ('Please provide both a rating and review text'); a user's new review of a company replaces
 * their earlier one; the form is cleared once the review is saved. Closing the form without submitting
 * keeps what was typed, so a slip of the finger loses nothing.
 */
export interface ReviewDraft {
  rating: number | null;
  text: string;
}

export interface CompanyReviewsContext {
  companyId: string;
  /** The signed-in user, or null. */
  author: ReviewAuthor | null;
  /** This company's reviews, newest first. */
  reviews: CompanyReview[];
  draft: ReviewDraft;
  /** What to tell the user, as a key of the `companies` namespace. */
  error: string | null;
}

export interface CompanyReviewsInput {
  companyId: string;
  author: ReviewAuthor | null;
}

export type CompanyReviewsEvent =
  | { type: 'reviews.formToggled' }
  | { type: 'reviews.ratingChanged'; rating: number }
  | { type: 'reviews.textChanged'; text: string }
  | { type: 'reviews.submitted' }
  /** The session's user changed (signed in or out). */
  | { type: 'reviews.authorChanged'; author: ReviewAuthor | null };

const EMPTY_DRAFT: ReviewDraft = { rating: null, text: '' };

/** The review rule (spec, accounts §5): a rating 1 to 5 and text that is not blank. */
export function isCompleteReview(draft: ReviewDraft): boolean {
  return draft.rating !== null && Number.isInteger(draft.rating) && draft.rating >= 1 && draft.rating <= 5 && draft.text.trim() !== '';
}

export const companyReviewsMachine = setup({
  types: {
    context: {} as CompanyReviewsContext,
    events: {} as CompanyReviewsEvent,
    input: {} as CompanyReviewsInput,
  },
  actors: { loadReviews, saveReview },
  guards: {
    hasAuthor: ({ context }) => context.author !== null,
    isComplete: ({ context }) => isCompleteReview(context.draft),
    isValidRating: ({ event }) =>
      event.type === 'reviews.ratingChanged' && Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5,
    isSaved: (_, result: ReviewSaveResult) => result.ok,
  },
  actions: {
    assignReviews: assign((_, result: ReviewsLoadResult) => ({ reviews: result.reviews })),
    assignSaved: assign((_, result: ReviewSaveResult) => (result.ok ? { reviews: result.reviews, draft: EMPTY_DRAFT, error: null } : {})),
    assignSaveError: assign((_, result: ReviewSaveResult) => ({ error: result.ok ? null : result.error })),
    assignUnexpectedSaveError: assign({ error: 'reviews.saveFailed' }),
    assignRating: assign(({ context, event }) =>
      event.type === 'reviews.ratingChanged' ? { draft: { ...context.draft, rating: event.rating }, error: null } : {},
    ),
    assignText: assign(({ context, event }) =>
      event.type === 'reviews.textChanged' ? { draft: { ...context.draft, text: event.text }, error: null } : {},
    ),
    assignAuthor: assign(({ event }) => (event.type === 'reviews.authorChanged' ? { author: event.author } : {})),
    requireLogin: assign({ error: 'reviews.loginRequired' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'companyReviews',
  context: ({ input }) => ({ companyId: input.companyId, author: input.author, reviews: [], draft: EMPTY_DRAFT, error: null }),
  initial: 'loading',
  on: {
    'reviews.authorChanged': { actions: ['assignAuthor', 'clearError'] },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'closed', actions: { type: 'assignReviews', params: ({ event }) => event.output } },
        // Storage that cannot be read shows no reviews rather than no page.
        onError: { target: 'closed' },
      },
    },
    closed: {
      on: {
        'reviews.formToggled': [{ guard: 'hasAuthor', target: 'open', actions: 'clearError' }, { actions: 'requireLogin' }],
      },
    },
    open: {
      on: {
        'reviews.formToggled': { target: 'closed', actions: 'clearError' },
        'reviews.ratingChanged': { guard: 'isValidRating', actions: 'assignRating' },
        'reviews.textChanged': { actions: 'assignText' },
        // No transition while the review is incomplete: the view reads `can(submitted)` to disable Submit.
        'reviews.submitted': [
          { guard: and(['hasAuthor', 'isComplete']), target: 'saving', actions: 'clearError' },
          { guard: not('hasAuthor'), actions: 'requireLogin' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReview',
        src: 'saveReview',
        input: ({ context }) => ({
          companyId: context.companyId,
          author: context.author as ReviewAuthor,
          rating: context.draft.rating as number,
          text: context.draft.text,
        }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'closed', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
          { target: 'open', actions: { type: 'assignSaveError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'open', actions: 'assignUnexpectedSaveError' },
      },
    },
  },
});
