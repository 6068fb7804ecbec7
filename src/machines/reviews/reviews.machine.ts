import { and, assign, not, setup } from 'xstate';
import {
  deleteReview,
  loadMoreReviews,
  loadReviews,
  saveReview,
  type Review,
  type ReviewAuthor,
  type ReviewSaveResult,
  type ReviewsLoadResult,
  type ReviewsMoreResult,
  type ReviewSubject,
  type ReviewSummary,
  type Standing,
} from './reviews.actors';

/**
 * A tour's or a company's reviews, on the server (S15; spec accounts §2 Company
 * detail, §3 Review, §5 Review). The company page keeps the spec's form: it toggles open and closed, opens
 * only for a signed-in user ('Please login to submit a review'), needs a rating 1 to 5 and non-blank text
 * before Submit is possible ('Please provide both a rating and review text'), and a traveller's new review
 * replaces their earlier one. A tour's form opens only for a traveller whose standing allows it (a paid
 * booking for a tour that has taken place); otherwise it says why. The author can edit (the form starts from
 * their review) or delete their review. The list is newest first, a page at a time ("More reviews").
 * Closing the form without submitting keeps what was typed.
 */
export interface ReviewDraft {
  rating: number | null;
  text: string;
}

/** The longest review text the server keeps (openapi: ReviewInput.text). */
export const REVIEW_TEXT_MAX = 2000;

export interface ReviewsContext {
  subject: ReviewSubject;
  subjectId: number;
  /** The signed-in user, or null. */
  author: ReviewAuthor | null;
  /** The reviews read so far, newest first. */
  reviews: Review[];
  /** The rating and count of all the reviews; null until read. */
  summary: ReviewSummary | null;
  /** Pages read, and how many there are. */
  pagesRead: number;
  totalPages: number;
  /** The signed-in traveller's standing; null when signed out or not known. */
  standing: Standing | null;
  draft: ReviewDraft;
  /** What to tell the user, as a key of the page's namespace (`reviews.*`). */
  error: string | null;
  /**
   * The form's button was pressed while the reviews were being read (its label already says "Edit your
   * review" from the reviews on screen): the form opens, or says why it cannot, once they are read.
   */
  formWanted?: boolean;
}

export interface ReviewsInput {
  subject: ReviewSubject;
  subjectId: number;
  author: ReviewAuthor | null;
}

export type ReviewsEvent =
  | { type: 'reviews.formToggled' }
  | { type: 'reviews.ratingChanged'; rating: number }
  | { type: 'reviews.textChanged'; text: string }
  | { type: 'reviews.submitted' }
  | { type: 'reviews.moreRequested' }
  | { type: 'reviews.deleteRequested' }
  /** The session's user changed (signed in or out). */
  | { type: 'reviews.authorChanged'; author: ReviewAuthor | null };

const EMPTY_DRAFT: ReviewDraft = { rating: null, text: '' };

/** The review rule (spec, accounts §5): a rating 1 to 5 and text that is not blank and not too long. */
export function isCompleteReview(draft: ReviewDraft): boolean {
  const text = draft.text.trim();
  return (
    draft.rating !== null &&
    Number.isInteger(draft.rating) &&
    draft.rating >= 1 &&
    draft.rating <= 5 &&
    text !== '' &&
    Array.from(text).length <= REVIEW_TEXT_MAX
  );
}

const ownReviewOf = (context: Pick<ReviewsContext, 'author' | 'reviews'>): Review | null =>
  context.author ? (context.reviews.find((review) => review.userId === context.author?.userId) ?? null) : null;

export const reviewsMachine = setup({
  types: {
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
    input: {} as ReviewsInput,
  },
  actors: { loadReviews, loadMoreReviews, saveReview, deleteReview },
  guards: {
    isAnotherAuthor: ({ context, event }) =>
      event.type === 'reviews.authorChanged' && (event.author?.userId ?? null) !== (context.author?.userId ?? null),
    hasAuthor: ({ context }) => context.author !== null,
    mayWrite: ({ context }) => context.author !== null && context.standing?.canReview === true,
    isComplete: ({ context }) => isCompleteReview(context.draft),
    isValidRating: ({ event }) =>
      event.type === 'reviews.ratingChanged' && Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5,
    hasMore: ({ context }) => context.pagesRead < context.totalPages,
    hasOwnReview: ({ context }) => ownReviewOf(context) !== null,
    isOk: (_, result: { ok: boolean }) => result.ok,
    wantsForm: ({ context }) => context.formWanted === true,
    wantsFormAndMayWrite: ({ context }, result: ReviewsLoadResult) =>
      context.formWanted === true && context.author !== null && result.ok && result.standing?.canReview === true,
    wantsFormAndLoaded: ({ context }, result: { ok: boolean }) => context.formWanted === true && result.ok,
  },
  actions: {
    assignLoaded: assign(({ context }, result: ReviewsLoadResult) =>
      result.ok
        ? { reviews: result.reviews, summary: result.summary, totalPages: result.totalPages, pagesRead: 1, standing: result.standing, error: null }
        : { error: result.error, standing: context.standing },
    ),
    assignMore: assign(({ context }, result: ReviewsMoreResult) => {
      if (!result.ok) return { error: result.error };
      const known = new Set(context.reviews.map((review) => review.id));
      return {
        reviews: [...context.reviews, ...result.reviews.filter((review) => !known.has(review.id))],
        summary: result.summary,
        totalPages: result.totalPages,
        pagesRead: context.pagesRead + 1,
        error: null,
      };
    }),
    assignSaved: assign((_, result: ReviewSaveResult) =>
      result.ok ? { reviews: result.reviews, summary: result.summary, totalPages: result.totalPages, pagesRead: 1, draft: EMPTY_DRAFT, error: null } : {},
    ),
    assignWriteError: assign((_, result: ReviewSaveResult) => ({ error: result.ok ? null : result.error })),
    assignUnexpectedSaveError: assign({ error: 'reviews.saveFailed' }),
    assignUnexpectedLoadError: assign({ error: 'reviews.loadFailed' }),
    /** Editing starts from the traveller's own review, unless they have typed something since. */
    startDraft: assign(({ context }) => {
      const own = ownReviewOf(context);
      const untouched = context.draft.rating === null && context.draft.text === '';
      return own && untouched ? { draft: { rating: own.rating, text: own.text }, error: null } : { error: null };
    }),
    assignRating: assign(({ context, event }) =>
      event.type === 'reviews.ratingChanged' ? { draft: { ...context.draft, rating: event.rating }, error: null } : {},
    ),
    assignText: assign(({ context, event }) =>
      event.type === 'reviews.textChanged' ? { draft: { ...context.draft, text: event.text }, error: null } : {},
    ),
    assignAuthor: assign(({ event }) => (event.type === 'reviews.authorChanged' ? { author: event.author, standing: null } : {})),
    requireLogin: assign({ error: 'reviews.loginRequired' }),
    // Why the form does not open: the traveller's standing when it was read; when it could not be read (the
    // reading failed), that, not a reason nobody knows (a company's page once said "only travellers who booked").
    explainStanding: assign(({ context }) => ({
      error: context.standing === null ? 'reviews.loadFailed' : context.standing.canReview ? null : `reviews.${context.standing.reason}`,
    })),
    clearError: assign({ error: null }),
    toggleFormWanted: assign(({ context }) => ({ formWanted: context.formWanted !== true })),
    forgetFormWanted: assign({ formWanted: false }),
  },
}).createMachine({
  id: 'reviews',
  context: ({ input }) => ({
    subject: input.subject,
    subjectId: input.subjectId,
    author: input.author,
    reviews: [],
    summary: null,
    pagesRead: 0,
    totalPages: 0,
    standing: null,
    draft: EMPTY_DRAFT,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Signing in or out reads the standing (and the list) again; what was read stays on screen meanwhile.
    // The same traveller told again (a page that re-renders, a hydrated page told who is signed in) changes nothing.
    'reviews.authorChanged': { guard: 'isAnotherAuthor', target: '.loading', actions: 'assignAuthor' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({ subject: context.subject, subjectId: context.subjectId, signedIn: context.author !== null }),
        onDone: [
          {
            guard: { type: 'wantsFormAndMayWrite', params: ({ event }) => event.output },
            target: 'open',
            actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'forgetFormWanted', 'startDraft'],
          },
          {
            guard: and(['wantsForm', not('hasAuthor')]),
            target: 'closed',
            actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'forgetFormWanted', 'requireLogin'],
          },
          {
            guard: { type: 'wantsFormAndLoaded', params: ({ event }) => event.output },
            target: 'closed',
            actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'forgetFormWanted', 'explainStanding'],
          },
          { target: 'closed', actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'forgetFormWanted'] },
        ],
        onError: { target: 'closed', actions: ['assignUnexpectedLoadError', 'forgetFormWanted'] },
      },
      on: {
        // Pressed before the reviews are read: remembered, and answered once they are (no press is lost).
        'reviews.formToggled': { actions: 'toggleFormWanted' },
      },
    },
    closed: {
      on: {
        'reviews.formToggled': [
          { guard: 'mayWrite', target: 'open', actions: 'startDraft' },
          { guard: not('hasAuthor'), actions: 'requireLogin' },
          { actions: 'explainStanding' },
        ],
        'reviews.moreRequested': { guard: 'hasMore', target: 'loadingMore', actions: 'clearError' },
        'reviews.deleteRequested': { guard: and(['hasAuthor', 'hasOwnReview']), target: 'deleting', actions: 'clearError' },
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'loadMoreReviews',
        src: 'loadMoreReviews',
        input: ({ context }) => ({ subject: context.subject, subjectId: context.subjectId, pageIndex: context.pagesRead + 1 }),
        onDone: [
          {
            guard: and(['wantsForm', 'mayWrite']),
            target: 'open',
            actions: [{ type: 'assignMore', params: ({ event }) => event.output }, 'forgetFormWanted', 'startDraft'],
          },
          {
            guard: and(['wantsForm', not('hasAuthor')]),
            target: 'closed',
            actions: [{ type: 'assignMore', params: ({ event }) => event.output }, 'forgetFormWanted', 'requireLogin'],
          },
          {
            guard: { type: 'wantsFormAndLoaded', params: ({ event }) => event.output },
            target: 'closed',
            actions: [{ type: 'assignMore', params: ({ event }) => event.output }, 'forgetFormWanted', 'explainStanding'],
          },
          { target: 'closed', actions: [{ type: 'assignMore', params: ({ event }) => event.output }, 'forgetFormWanted'] },
        ],
        onError: { target: 'closed', actions: ['assignUnexpectedLoadError', 'forgetFormWanted'] },
      },
      on: {
        'reviews.formToggled': { actions: 'toggleFormWanted' },
      },
    },
    open: {
      on: {
        'reviews.formToggled': { target: 'closed', actions: 'clearError' },
        'reviews.ratingChanged': { guard: 'isValidRating', actions: 'assignRating' },
        'reviews.textChanged': { actions: 'assignText' },
        // No transition while the review is incomplete: the view reads `can(submitted)` to disable Submit.
        // (The form is only open for a signed-in traveller: signing out leaves it for `loading`.)
        'reviews.submitted': { guard: and(['hasAuthor', 'isComplete']), target: 'saving', actions: 'clearError' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReview',
        src: 'saveReview',
        input: ({ context }) => ({
          subject: context.subject,
          subjectId: context.subjectId,
          rating: context.draft.rating as number,
          text: context.draft.text.trim(),
        }),
        onDone: [
          { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'closed', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
          { target: 'open', actions: { type: 'assignWriteError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'open', actions: 'assignUnexpectedSaveError' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteReview',
        src: 'deleteReview',
        input: ({ context }) => ({ subject: context.subject, subjectId: context.subjectId }),
        onDone: [
          { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'closed', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
          { target: 'closed', actions: { type: 'assignWriteError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'closed', actions: 'assignUnexpectedSaveError' },
      },
    },
  },
});
