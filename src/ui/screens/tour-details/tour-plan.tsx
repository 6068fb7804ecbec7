import { useTranslation } from 'react-i18next';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { dayLabel, dayTimes } from './tour-format';
import * as styles from './tour-details-screen.css';

/** The Tour Plan tab: one stop per day (spec, accounts §2 Tour details; §9 default times 08:00 and 18:00). */
export function TourPlan({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tour');
  const days = [...tour.itineraries].sort((a, b) => a.dayNumber - b.dayNumber);
  if (days.length === 0) return <p className={styles.muted}>{t('plan.empty')}</p>;
  return (
    <ol className={styles.timeline}>
      {days.map((day, index) => {
        const { start, end } = dayTimes(day);
        const meals = [
          day.includesBreakfast && t('plan.breakfast'),
          day.includesLunch && t('plan.lunch'),
          day.includesDinner && t('plan.dinner'),
        ].filter((meal): meal is string => typeof meal === 'string');
        const number = dayLabel(day.dayNumber);
        return (
          <li key={`${day.dayNumber}-${index}`} className={styles.day}>
            <span className={styles.dayNumber} aria-hidden="true">
              {number}
            </span>
            <div className={styles.dayBody}>
              <h3 className={styles.dayTitle}>
                <span className={styles.visuallyHidden}>{t('plan.day', { number })}: </span>
                {day.title}
              </h3>
              {day.description && <p className={styles.text}>{day.description}</p>}
              <p className={styles.muted}>
                {t('plan.time')}: <span className={styles.latin}>{t('plan.timeRange', { start, end })}</span>
              </p>
              {day.location && (
                <p className={styles.muted}>
                  {t('plan.location')}: {day.location}
                </p>
              )}
              {day.activities.length > 0 && (
                <div className={styles.section}>
                  <h4 className={styles.subTitle}>{t('plan.activities')}</h4>
                  <ul className={styles.chips}>
                    {day.activities.map((activity, activityIndex) => (
                      <li key={`${activityIndex}-${activity}`} className={styles.chip}>
                        {activity}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {meals.length > 0 && (
                <ul className={styles.chips} aria-label={t('plan.meals')}>
                  {meals.map((meal) => (
                    <li key={meal} className={styles.badge.meal}>
                      {meal}
                    </li>
                  ))}
                </ul>
              )}
              {day.notes && (
                <p className={styles.muted}>
                  {t('plan.notes')}: {day.notes}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
