import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTourDateTime } from '@core/time/tour-time';
import type { PartnerTour } from '@/machines/partner-tours/partner-tours.actors';
import { partnerToursMachine } from '@/machines/partner-tours/partner-tours.machine';
import { selectCopy, selectPhase, selectTours } from '@/machines/partner-tours/partner-tours.selectors';
import { inspected } from '@/ui/app/inspector';
import { ChangeProblem, ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import * as portal from './partner-portal.css';

/** A tour's title in the page's language, or what is missing; the other language's title when it is the only one. */
function useTitle() {
  const { t, i18n } = useTranslation('partnerTours');
  const arabic = (i18n.resolvedLanguage ?? i18n.language) === 'ar';
  return (tour: PartnerTour) => {
    const own = (arabic ? tour.title.ar : tour.title.en).trim();
    if (own) return { text: own, missing: null };
    return { text: (arabic ? tour.title.en : tour.title.ar).trim(), missing: arabic ? t('list.noTitleAr') : t('list.noTitle') };
  };
}

/**
 * /partner/tours: the company's tours in every status, newest first, with their status, title,
 * departure on Cairo's clock and seats sold; New tour, Edit, and Duplicate (the copy, a draft, joins the top
 * of the list and is announced).
 */
export function ToursView() {
  const { t, i18n } = useTranslation('partnerTours');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [snapshot, send] = useMachine(partnerToursMachine, inspected());
  const phase = selectPhase(snapshot);
  const tours = selectTours(snapshot);
  const copy = selectCopy(snapshot);
  const titleOf = useTitle();
  const name = (tour: PartnerTour) => {
    const title = titleOf(tour);
    return title.text || title.missing || String(tour.id);
  };
  return (
    <section className={styles.page} aria-labelledby="partner-tours-title" aria-busy={phase === 'loading'}>
      <div className={styles.toolbar}>
        <h2 id="partner-tours-title" className={styles.sectionTitle}>
          {t('list.heading')}
        </h2>
        {phase === 'list' ? (
          <Link to="/partner/tours/new" className={styles.primary}>
            {t('list.new')}
          </Link>
        ) : null}
      </div>
      {phase !== 'list' ? (
        <ConsoleProblem console="partner" ns="partnerTours" loading={phase === 'loading'} error={snapshot.context.error} from="/partner/tours" onRetry={() => send({ type: 'tours.retried' })} />
      ) : (
        <>
          <p className={styles.hint} role="status" data-testid="tours-announcement">
            {copy.copy ? t('list.duplicated', { title: name(copy.copy) }) : ''}
          </p>
          <ChangeProblem console="partner" ns="partnerTours" refusal={copy.refusal} error={copy.error} testId="tours-problem" />
          {tours.length === 0 ? (
            <p className={styles.text}>{t('list.empty')}</p>
          ) : (
            <ul className={styles.list} data-testid="tours-list">
              {tours.map((tour) => {
                const title = titleOf(tour);
                const departure = formatTourDateTime(tour.startDate, language);
                const copying = copy.copyingId === tour.id;
                return (
                  <li key={tour.id} className={styles.item} data-testid="tour-item" aria-busy={copying}>
                    <div className={styles.itemText}>
                      <p className={styles.itemName}>
                        {title.text ? (
                          <span lang={title.missing ? (language === 'ar' ? 'en' : 'ar') : undefined}>{title.text}</span>
                        ) : null}
                        {title.missing ? <span className={styles.hint}> ({title.missing})</span> : null}
                      </p>
                      <p className={styles.hint}>{departure ? t('list.departs', { time: departure }) : t('list.noDeparture')}</p>
                      <p className={styles.hint}>{t('list.seats', { sold: tour.seatsSold, seats: tour.seats })}</p>
                    </div>
                    <span className={portal.tourStatus[tour.status]}>{t(`status.${tour.status}`)}</span>
                    <div className={styles.actions}>
                      <Link to={`/partner/tours/${tour.id}`} className={styles.secondary} aria-label={t('list.editNamed', { title: name(tour) })}>
                        {t('list.edit')}
                      </Link>
                      <button
                        type="button"
                        className={styles.secondary}
                        disabled={!copy.canCopy}
                        aria-label={t('list.duplicateNamed', { title: name(tour) })}
                        onClick={() => send({ type: 'tours.duplicateRequested', tourId: tour.id })}
                      >
                        {copying ? t('list.duplicating') : t('list.duplicate')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
