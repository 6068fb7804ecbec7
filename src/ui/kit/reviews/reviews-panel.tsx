import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REVIEW_AVATAR, ANONYMOUS_REVIEWER } from '@/machines/reviews/reviews.actors';
import { REVIEW_TEXT_MAX, type reviewsMachine } from '@/machines/reviews/reviews.machine';
import {
  selectCanDelete,
  selectCanLoadMore,
  selectCanSubmit,
  selectDraft,
  selectError,
  selectIsDeleting,
  selectIsFormOpen,
  selectIsLoading,
  selectIsSaving,
  selectOwnReview,
  selectReviews,
} from '@/machines/reviews/reviews.selectors';
import { RatingStars } from '@/ui/kit/rating-stars/rating-stars';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { dateTimeFormat } from '@core/time/intl';
import { numberLocale } from '@core/text/price';
import * as styles from './reviews-panel.css';

export type ReviewsRef = ActorRefFrom<typeof reviewsMachine>;

/**
 * A tour's or company's reviews (spec accounts §2, §5 Review): newest first with the language each
 * is written in, "More reviews" while there are more, and the form that toggles open and closed. Signed
 * out, opening it says 'Please login to submit a review' with a way to log in; a tour says why a traveller
 * cannot review it yet; Submit stays disabled until there is a rating and text. The author edits (the form
 * starts from their review) or deletes theirs. Review text is rendered as text, never as markup.
 * `namespace`: the page's strings (`companies` or `tour`), each with the same `reviews.*` keys.
 */
export function ReviewsPanel({ reviewsRef, namespace }: { reviewsRef: ReviewsRef; namespace: 'companies' | 'tour' }) {
  const { t, i18n } = useTranslation(namespace);
  const location = useLocation();
  const id = useId();
  const reviews = useSelector(reviewsRef, selectReviews);
  const open = useSelector(reviewsRef, selectIsFormOpen);
  const saving = useSelector(reviewsRef, selectIsSaving);
  const loading = useSelector(reviewsRef, selectIsLoading);
  const deleting = useSelector(reviewsRef, selectIsDeleting);
  const canSubmit = useSelector(reviewsRef, selectCanSubmit);
  const canLoadMore = useSelector(reviewsRef, selectCanLoadMore);
  const canDelete = useSelector(reviewsRef, selectCanDelete);
  const draft = useSelector(reviewsRef, selectDraft);
  const error = useSelector(reviewsRef, selectError);
  const ownReview = useSelector(reviewsRef, selectOwnReview);
  const send = reviewsRef.send;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Through the page's format table (D202), so the server's and the hydrating render agree.
  const dateFormat = dateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
  const textId = `${id}-text`;
  const hintId = `${id}-hint`;

  // When the form closes (a saved review), focus returns to the toggle so keyboard users are not lost.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const formError = error && error !== 'reviews.loginRequired' && open ? error : null;
  const pageError = error && error !== 'reviews.loginRequired' && !open ? error : null;

  return (
    <div className={styles.main} aria-busy={loading || deleting}>
      <button
        ref={toggleRef}
        type="button"
        className={open ? styles.secondary : styles.primary}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => send({ type: 'reviews.formToggled' })}
      >
        {open ? t('reviews.closeForm') : ownReview ? t('reviews.edit') : t('reviews.write')}
      </button>

      {error === 'reviews.loginRequired' ? (
        <p className={styles.alert} role="alert">
          {t('reviews.loginRequired')}{' '}
          <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            {t('reviews.login')}
          </Link>
        </p>
      ) : null}
      {pageError ? (
        <p className={styles.alert} role="alert">
          {t(pageError)}
        </p>
      ) : null}

      {open ? (
        <form
          id={`${id}-form`}
          className={styles.reviewForm}
          aria-busy={saving}
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'reviews.submitted' });
          }}
        >
          {ownReview ? <p className={styles.hint}>{t('reviews.replaces')}</p> : null}
          <fieldset className={styles.fieldset} disabled={saving}>
            <legend className={styles.legend}>{t('reviews.rating')}</legend>
            <div className={styles.stars}>
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className={styles.starOption}>
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={value}
                    checked={draft.rating === value}
                    onChange={() => send({ type: 'reviews.ratingChanged', rating: value })}
                  />
                  <span aria-hidden="true">★</span>
                  {t('reviews.ratingOption', { value })}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.fieldset}>
            <label className={styles.label} htmlFor={textId}>
              {t('reviews.text')}
            </label>
            <textarea
              id={textId}
              className={styles.textarea}
              value={draft.text}
              disabled={saving}
              dir="auto"
              maxLength={REVIEW_TEXT_MAX}
              aria-describedby={hintId}
              onChange={(event) => send({ type: 'reviews.textChanged', text: event.currentTarget.value })}
            />
            <p id={hintId} className={styles.hint}>
              {canSubmit ? t('reviews.textHint', { max: REVIEW_TEXT_MAX }) : t('reviews.incomplete')}
            </p>
          </div>
          {formError ? (
            <p className={styles.alert} role="alert">
              {t(formError)}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={!canSubmit || saving}>
            {saving ? t('reviews.saving') : t('reviews.submit')}
          </button>
        </form>
      ) : null}

      {reviews.length === 0 ? (
        <p className={styles.muted}>{loading ? t('reviews.loading') : t('reviews.empty')}</p>
      ) : (
        <ul className={styles.reviewList} aria-label={t('reviews.listLabel')}>
          {reviews.map((review) => {
            const own = ownReview?.id === review.id;
            return (
              <li key={review.id} className={styles.review} data-review-id={review.id}>
                <FallbackImage
                  className={styles.avatar}
                  src={review.userAvatar}
                  fallback={DEFAULT_REVIEW_AVATAR}
                  alt=""
                  width={48}
                  height={48}
                />
                <div className={styles.reviewHead}>
                  <strong>{own ? t('reviews.yours') : review.userName.trim() || ANONYMOUS_REVIEWER}</strong>
                  <RatingStars value={review.rating} label={t('reviews.ratedLabel', { value: review.rating })} />
                  <time className={styles.sideMeta} dateTime={review.date}>
                    {dateFormat.format(new Date(review.date))}
                  </time>
                  {review.editedAt ? <span className={styles.sideMeta}>{t('reviews.edited')}</span> : null}
                  <span className={styles.languageTag}>{review.language === 'ar' ? t('reviews.inArabic') : t('reviews.inEnglish')}</span>
                </div>
                {/* Plain text in the language it was written in; React escapes it, and `dir` follows the text. */}
                <p className={styles.reviewText} lang={review.language} dir={review.language === 'ar' ? 'rtl' : 'ltr'}>
                  {review.text}
                </p>
                {own && canDelete ? (
                  <div className={styles.actions}>
                    <button type="button" className={styles.small} onClick={() => send({ type: 'reviews.deleteRequested' })}>
                      {t('reviews.delete')}
                    </button>
                  </div>
                ) : null}
                {own && deleting ? <p className={styles.hint}>{t('reviews.deleting')}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      {canLoadMore || (loading && reviews.length > 0) ? (
        <button type="button" className={styles.secondary} disabled={!canLoadMore} onClick={() => send({ type: 'reviews.moreRequested' })}>
          {loading ? t('reviews.loading') : t('reviews.more')}
        </button>
      ) : null}
    </div>
  );
}
