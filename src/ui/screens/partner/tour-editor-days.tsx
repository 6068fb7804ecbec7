import { useTranslation } from 'react-i18next';
import { selectActions, selectForm, selectProblemAt, type TourEditorSnapshot } from '@/machines/tour-editor/tour-editor.selectors';
import { MEALS } from '@/machines/tour-editor/tour-form';
import * as styles from '@/ui/kit/console/console.css';
import { Pair, Section, Single, type Send } from './tour-editor-fields';
import * as portal from './partner-portal.css';

/** The tour's days: each its texts in both languages, its times and meals; added and removed. */
export function Days({ snapshot, send }: { snapshot: TourEditorSnapshot; send: Send }) {
  const { t } = useTranslation('partnerTours');
  const form = selectForm(snapshot);
  const actions = selectActions(snapshot);
  const disabled = !actions.canType;
  const common = { snapshot, send, disabled };
  const problem = selectProblemAt(snapshot, 'itineraries');
  return (
    <Section legend={t('editor.sections.days')} testId="tour-days">
      {form.itineraries.length === 0 ? <p className={styles.hint}>{t('editor.days.empty')}</p> : null}
      {problem ? (
        <p className={styles.errorText} role="alert">
          {problem}
        </p>
      ) : null}
      {form.itineraries.map((day, index) => {
        const number = index + 1;
        const at = `itineraries.${index}`;
        return (
          <section key={index} className={portal.day} aria-labelledby={`day-${number}-title`} data-testid="tour-day">
            <div className={styles.toolbar}>
              <h3 id={`day-${number}-title`} className={styles.sectionTitle}>
                {t('editor.days.day', { number })}
              </h3>
              <button type="button" className={styles.danger} disabled={!actions.canEdit} onClick={() => send({ type: 'tour.dayRemoved', index })}>
                {t('editor.days.remove', { number })}
              </button>
            </div>
            <Pair {...common} path={`${at}.title`} label={`${t('editor.days.day', { number })}: ${t('editor.days.title')}`} value={day.title} />
            <Pair {...common} path={`${at}.description`} label={`${t('editor.days.day', { number })}: ${t('editor.days.description')}`} value={day.description} long />
            <div className={portal.row}>
              <Single {...common} path={`${at}.startTime`} type="time" label={`${t('editor.days.day', { number })}: ${t('editor.days.startTime')}`} value={day.startTime} />
              <Single {...common} path={`${at}.endTime`} type="time" label={`${t('editor.days.day', { number })}: ${t('editor.days.endTime')}`} value={day.endTime} />
            </div>
            <Pair {...common} path={`${at}.location`} label={`${t('editor.days.day', { number })}: ${t('editor.days.location')}`} value={day.location} />
            <Pair {...common} path={`${at}.activities`} label={`${t('editor.days.day', { number })}: ${t('editor.days.activities')}`} value={day.activities} long />
            <Pair {...common} path={`${at}.notes`} label={`${t('editor.days.day', { number })}: ${t('editor.days.notes')}`} value={day.notes} long />
            <fieldset className={portal.checks}>
              <legend className={styles.label}>{t('editor.days.meals')}</legend>
              {MEALS.map((meal) => (
                <label key={meal} className={portal.check}>
                  <input type="checkbox" checked={day[meal]} disabled={disabled} onChange={(event) => send({ type: 'tour.fieldChanged', path: `${at}.${meal}`, value: event.target.checked })} />
                  {t(`editor.days.${meal}`)}
                </label>
              ))}
            </fieldset>
          </section>
        );
      })}
      <button type="button" className={styles.secondary} disabled={!actions.canEdit} onClick={() => send({ type: 'tour.dayAdded' })}>
        {t('editor.days.add')}
      </button>
    </Section>
  );
}
