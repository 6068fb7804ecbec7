/**
 * The path-test model of `companyReviewsMachine` (CONVENTIONS #6, issue 9): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { companyReviewsMachine } from './company-reviews.machine';
import type { CompanyReview, ReviewAuthor } from './company-reviews.actors';

const author: ReviewAuthor = { userId: 'u-1', name: 'Mariam Adel', avatar: null };
const review: CompanyReview = {
  id: 'r-1',
  userId: 'u-1',
  companyId: '7',
  userName: 'Mariam Adel',
  userAvatar: 'data:image/svg+xml,',
  rating: 5,
  text: 'Wonderful guides.',
  date: '2026-01-10T12:00:00.000Z',
};

export const companyReviewsModel = {
  machine: companyReviewsMachine,
  spec: 'accounts §2 Company detail, §3 Review, §5 Review',
  input: { companyId: '7', author: null },
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
      'reviews.authorChanged': [
        { type: 'reviews.authorChanged', author },
        { type: 'reviews.authorChanged', author: null },
      ],
    },
    actors: {
      loadReviews: { outputs: [{ reviews: [] }], error: new Error('storage unavailable') },
      saveReview: {
        outputs: [
          { ok: true, reviews: [review] },
          { ok: false, error: 'reviews.saveFailed' },
        ],
        error: new Error('quota exceeded'),
      },
    },
  },
} satisfies MachineModel<typeof companyReviewsMachine>;
