/**
 * The path-test model of `reviewsMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { reviewsMachine } from './reviews.machine';
import type { Review, ReviewAuthor } from './reviews.actors';

const author: ReviewAuthor = { userId: 'u-1', name: 'Mariam Adel', avatar: null };
const own: Review = {
  id: 1,
  userId: 'u-1',
  userName: 'Mariam A.',
  userAvatar: null,
  rating: 5,
  text: 'Wonderful guides.',
  language: 'en',
  date: '2026-01-10T12:00:00.000Z',
  editedAt: null,
};
const other: Review = { ...own, id: 2, userId: 'u-2', userName: 'نور س.', text: 'رحلة جميلة.', language: 'ar', rating: 4 };
const summary = { rating: 4.5, reviewCount: 2 };

export const reviewsModel = {
  machine: reviewsMachine,
  spec: 'accounts §2 Company detail, §3 Review, §5 Review; S10, S15',
  input: { subject: 'tour', subjectId: 7, author: null },
  samples: {
    events: {
      'reviews.formToggled': [{ type: 'reviews.formToggled' }],
      'reviews.ratingChanged': [
        { type: 'reviews.ratingChanged', rating: 4 },
        { type: 'reviews.ratingChanged', rating: 0 },
      ],
      'reviews.textChanged': [
        { type: 'reviews.textChanged', text: 'Wonderful guides.' },
        { type: 'reviews.textChanged', text: '   ' },
      ],
      'reviews.submitted': [{ type: 'reviews.submitted' }],
      'reviews.moreRequested': [{ type: 'reviews.moreRequested' }],
      'reviews.deleteRequested': [{ type: 'reviews.deleteRequested' }],
      'reviews.authorChanged': [
        { type: 'reviews.authorChanged', author },
        { type: 'reviews.authorChanged', author: null },
      ],
    },
    actors: {
      loadReviews: {
        outputs: [
          { ok: true, reviews: [own, other], summary, totalPages: 2, standing: { canReview: true } },
          { ok: true, reviews: [other], summary: { rating: 4, reviewCount: 1 }, totalPages: 1, standing: { canReview: false, reason: 'notTakenPlace' } },
          { ok: false, error: 'reviews.loadFailed' },
        ],
        error: new Error('network down'),
      },
      loadMoreReviews: {
        outputs: [
          { ok: true, reviews: [{ ...other, id: 3 }], summary, totalPages: 2 },
          { ok: false, error: 'reviews.loadFailed' },
        ],
        error: new Error('network down'),
      },
      saveReview: {
        outputs: [
          { ok: true, reviews: [own], summary: { rating: 5, reviewCount: 1 }, totalPages: 1 },
          { ok: false, error: 'reviews.notTakenPlace' },
        ],
        error: new Error('network down'),
      },
      deleteReview: {
        outputs: [
          { ok: true, reviews: [other], summary: { rating: 4, reviewCount: 1 }, totalPages: 1 },
          { ok: false, error: 'reviews.deleteFailed' },
        ],
        error: new Error('network down'),
      },
    },
  },
} satisfies MachineModel<typeof reviewsMachine>;
