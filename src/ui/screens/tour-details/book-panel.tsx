import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bookingTotal, pricesFor, seatsFor } from '@core/booking/prices';
import { MAX_PARTY_COUNT, type ChosenParty } from '@/machines/booking-form/travel-id';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { useAuthGate } from '@/ui/app/use-auth-gate';
import { formatPrice } from '@core/text/price';
import { cancellationPolicy } from '@/ui/kit/tour-card/cancellation-policy';
import * as styles from './tour-details-screen.css';

/** The party the panel starts from (spec, accounts §2 Tour details: 1 adult, 0 children). */
const START: ChosenParty = { adults: 1, children: 0, underFive: 0 };
const TYPES = ['adults', 'children', 'underFive'] as const;
type TravellerType = (typeof TYPES)[number];
/** The fewest of each type: a booking needs an adult (spec, booking §5). */
const FEWEST: Record<TravellerType, number> = { adults: 1, children: 0, underFive: 0 };

/**
 * The cancellation policy, before the traveller books and pays: the deadline in
 * Cairo time, the hours when the tour has no date, or that it cannot be refunded. Words from the tour's
 * own fields only, so the server's render and the browser's are the same text.
 */
function PolicyLine({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation('tour');
  const policy = cancellationPolicy(tour, i18n.language);
  return (
    <p className={policy.kind === 'none' ? styles.policyNone : styles.policy} data-testid="cancellation-policy">
      {policy.kind === 'free'
        ? t('policy.free', { deadline: policy.deadline })
        : policy.kind === 'freeNoDate'
          ? t('policy.freeNoDate', { hours: policy.hours })
          : t('policy.none')}
    </p>
  );
}

/**
 * 'Book This Tour', always shown beside the tabs: who travels (adults 12+, children 5–11, under 5, D205),
 * each type's price, and the total, by the booking form's own price rule (S3). The spec fixes
 * 1 adult and 0 children; here the traveller sets the party (every traveller takes a seat, so no more than
 * the seats left) and the booking form starts from it (it carries over in the navigation state
 * and the address, so a reload keeps it). Book Now needs a signed-in user (the auth gate). A tour without
 * seats shows a disabled Sold Out, as the tour card does; a tour that has already left says so instead.
 * Before Book Now it states the cancellation policy, except for a tour that has left.
 *
 * The counts are this panel's own until Book Now: plain component state, as a stepper's value is, with
 * the rules (prices, seats) from the booking form's modules.
 */
export function BookPanel({ tour, departed }: { tour: Tour; departed: boolean }) {
  const { t, i18n } = useTranslation('tour');
  const navigate = useNavigate();
  const gate = useAuthGate();
  const headingId = useId();
  const language = i18n.language;
  const [party, setParty] = useState<ChosenParty>(START);
  const prices = pricesFor(tour.price);
  const seatsLeft = Math.max(0, tour.availableSeats);
  const bookable = !departed && seatsLeft > 0;
  const full = seatsFor(party) >= seatsLeft;
  const price: Record<TravellerType, number> = { adults: prices.adult, children: prices.child, underFive: prices.underFive };

  const change = (type: TravellerType, by: 1 | -1) => setParty((current) => ({ ...current, [type]: current[type] + by }));
  const book = () =>
    gate(() => {
      const query = new URLSearchParams({ travelId: String(tour.id), adults: String(party.adults), children: String(party.children), underFive: String(party.underFive) });
      void navigate(`/book-now?${query.toString()}`, { state: { travelId: tour.id, party } });
    });

  return (
    <aside className={styles.bookPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('book.title')}
      </h2>
      <dl className={styles.bookRows}>
        {TYPES.map((type) => {
          const label = t(`book.${type}`);
          return (
            <div key={type} className={styles.bookRow}>
              <dt>{label}</dt>
              <dd className={styles.stepper}>
                {bookable ? (
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={t('book.fewer', { type: label })}
                    disabled={party[type] <= FEWEST[type]}
                    onClick={() => change(type, -1)}
                  >
                    −
                  </button>
                ) : null}
                <output className={styles.stepCount} aria-live="polite" data-count={type}>
                  {t('book.count', { number: party[type], price: formatPrice(price[type], language) })}
                </output>
                {bookable ? (
                  <button
                    type="button"
                    className={styles.stepButton}
                    aria-label={t('book.more', { type: label })}
                    disabled={full || party[type] >= MAX_PARTY_COUNT}
                    onClick={() => change(type, 1)}
                  >
                    +
                  </button>
                ) : null}
              </dd>
            </div>
          );
        })}
        <div className={styles.bookTotal}>
          <dt>{t('book.total')}</dt>
          <dd className={styles.definition}>{formatPrice(bookingTotal(prices, party), language)}</dd>
        </div>
      </dl>
      {bookable && full ? <p className={styles.muted}>{t('book.seatsLimit', { count: seatsLeft })}</p> : null}
      <p className={styles.muted}>{t('info.specialOfferText')}</p>
      {departed ? null : <PolicyLine tour={tour} />}
      {bookable ? (
        <button type="button" className={styles.primaryButton} onClick={book}>
          {t('book.bookNow')}
        </button>
      ) : (
        <button type="button" className={styles.primaryButton} disabled>
          {t(departed ? 'book.departed' : 'book.soldOut')}
        </button>
      )}
    </aside>
  );
}
