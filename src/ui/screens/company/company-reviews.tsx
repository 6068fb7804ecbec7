import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REVIEW_AVATAR } from '@/machines/company-reviews/company-reviews.actors';
import type { companyReviewsMachine } from '@/machines/company-reviews/company-reviews.machine';
import {
  selectCanSubmit,
  selectDraft,
  selectError,
  selectIsFormOpen,
  selectIsSaving,
  selectOwnReview,
  selectReviews,
} from '@/machines/company-reviews/company-reviews.selectors';
import { RatingStars } from '@/ui/kit/rating-stars/rating-stars';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { dateTimeFormat } from '@/content/intl';
import { numberLocale } from '@/ui/kit/price/format-price';
import * as styles from './company-screen.css';

type ReviewsRef = ActorRefFrom<typeof companyReviewsMachine>;

/**
 * The Reviews tab (spec, accounts §2, §5 Review): the reviews kept in this browser, and the form that
 * toggles open and closed. Signed out, opening it says 'Please login to submit a review' with a way to
 * log in; Submit stays disabled until there is a rating and text.
 */
export function CompanyReviews({ reviewsRef }: { reviewsRef: ReviewsRef }) {
  const { t, i18n } = useTranslation('companies');
  const location = useLocation();
  const id = useId();
  const reviews = useSelector(reviewsRef, selectReviews);
  const open = useSelector(reviewsRef, selectIsFormOpen);
  const saving = useSelector(reviewsRef, selectIsSaving);
  const canSubmit = useSelector(reviewsRef, selectCanSubmit);
  const draft = useSelector(reviewsRef, selectDraft);
  const error = useSelector(reviewsRef, selectError);
  const ownReview = useSelector(reviewsRef, selectOwnReview);
  const send = reviewsRef.send;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateFormat = dateTimeFormat(numberLocale(language), { dateStyle: 'medium' });
  const textId = `${id}-text`;
  const hintId = `${id}-hint`;

  // When the form closes (a saved review), focus returns to the toggle so keyboard users are not lost.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className={styles.main}>
      <button
        ref={toggleRef}
        type="button"
        className={open ? styles.secondary : styles.primary}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => send({ type: 'reviews.formToggled' })}
      >
        {open ? t('reviews.closeForm') : t('reviews.write')}
      </button>

      {error === 'reviews.loginRequired' ? (
        <p className={styles.alert} role="alert">
          {t('reviews.loginRequired')}{' '}
          <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            {t('reviews.login')}
          </Link>
        </p>
      ) : null}

      {open ? (
        <form
          id={`${id}-form`}
          className={styles.reviewForm}
          aria-busy={saving}
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
              maxLength={2000}
              aria-describedby={canSubmit ? undefined : hintId}
              onChange={(event) => send({ type: 'reviews.textChanged', text: event.currentTarget.value })}
            />
          </div>
          {error && error !== 'reviews.loginRequired' ? (
            <p className={styles.alert} role="alert">
              {t(error)}
            </p>
          ) : null}
          {!canSubmit ? (
            <p id={hintId} className={styles.hint}>
              {t('reviews.incomplete')}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={!canSubmit || saving} aria-describedby={canSubmit ? undefined : hintId}>
            {saving ? t('reviews.saving') : t('reviews.submit')}
          </button>
        </form>
      ) : null}

      {reviews.length === 0 ? (
        <p className={styles.muted}>{t('reviews.empty')}</p>
      ) : (
        <ul className={styles.reviewList} aria-label={t('reviews.listLabel')}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <FallbackImage
                className={styles.avatar}
                src={review.userAvatar}
                fallback={DEFAULT_REVIEW_AVATAR}
                alt=""
                width={48}
                height={48}
              />
              <div className={styles.reviewHead}>
                <strong>{review.userName}</strong>
                <RatingStars value={review.rating} label={t('reviews.ratedLabel', { value: review.rating })} />
                <time className={styles.sideMeta} dateTime={review.date}>
                  {dateFormat.format(new Date(review.date))}
                </time>
              </div>
              <p className={styles.reviewText}>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
