import { useTranslation } from 'react-i18next';
import { selectActions, selectForm, selectOutcome, selectProblemAt, selectStep, selectTour, type TourEditorSnapshot } from '@/machines/tour-editor/tour-editor.selectors';
import { LIST_FIELDS } from '@/machines/tour-editor/tour-form';
import * as styles from '@/ui/kit/console/console.css';
import * as fieldStyles from '@/ui/kit/form-field/form-field.css';
import { formatPrice } from '@core/text/price';
import { Days } from './tour-editor-days';
import { Pair, Section, Single, type FieldProps, type Send } from './tour-editor-fields';
import { Images } from './tour-editor-images';
import { Summary } from './tour-editor-summary';
import * as portal from './partner-portal.css';

function useLanguage() {
  const { i18n } = useTranslation('partnerTours');
  return i18n.resolvedLanguage ?? i18n.language;
}

/** The tour editor's form: the summary, each section in order, and the bar of its actions (save, publish or unpublish, duplicate). */
export function TourForm({ snapshot, send }: { snapshot: TourEditorSnapshot; send: Send }) {
  const { t } = useTranslation('partnerTours');
  const language = useLanguage();
  const form = selectForm(snapshot);
  const tour = selectTour(snapshot);
  const actions = selectActions(snapshot);
  const step = selectStep(snapshot);
  const { seatsRefusal } = selectOutcome(snapshot);
  const disabled = !actions.canType;
  const common = { snapshot, send, disabled };
  const price = Number.parseInt(form.price, 10);
  return (
    <form
      className={styles.form}
      aria-labelledby="tour-editor-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'tour.saveRequested' });
      }}
    >
      <Summary snapshot={snapshot} />
      <Section legend={t('editor.sections.texts')}>
        <Pair {...common} path="title" label={t('editor.fields.title')} value={form.title} />
        <Pair {...common} path="description" label={t('editor.fields.description')} value={form.description} long />
      </Section>

      <Section legend={t('editor.sections.price')}>
        <div className={portal.row}>
          <Single
            {...common}
            path="price"
            type="number"
            min={0}
            step="1"
            label={t('editor.fields.price')}
            value={form.price}
            hint={Number.isFinite(price) && price > 0 ? t('editor.hints.price', { price: formatPrice(price, language) }) : undefined}
          />
          <Single
            {...common}
            path="seats"
            type="number"
            min={0}
            step="1"
            label={t('editor.fields.seats')}
            value={form.seats}
            hint={t('editor.hints.seatsSold', { count: tour.seatsSold })}
            error={seatsRefusal ?? selectProblemAt(snapshot, 'seats')}
          />
        </div>
      </Section>

      <Section legend={t('editor.sections.dates')}>
        <p className={styles.hint}>{t('editor.hints.dates')}</p>
        <div className={portal.row}>
          <Single {...common} path="startDate" type="datetime-local" label={t('editor.fields.startDate')} value={form.startDate} />
          <Single {...common} path="endDate" type="datetime-local" label={t('editor.fields.endDate')} value={form.endDate} />
        </div>
      </Section>

      <Section legend={t('editor.sections.places')}>
        <Pair {...common} path="departurePoint" label={t('editor.fields.departurePoint')} value={form.departurePoint} />
        <div className={portal.row}>
          <Single {...common} path="departureLat" type="number" step="any" min={-90} max={90} label={t('editor.fields.departureLat')} value={form.departureLat} hint={t('editor.hints.coordinates')} />
          <Single {...common} path="departureLng" type="number" step="any" min={-180} max={180} label={t('editor.fields.departureLng')} value={form.departureLng} />
        </div>
        <Pair {...common} path="destinationCity" label={t('editor.fields.destinationCity')} value={form.destinationCity} />
        <div className={portal.row}>
          <Single {...common} path="destinationLat" type="number" step="any" min={-90} max={90} label={t('editor.fields.destinationLat')} value={form.destinationLat} />
          <Single {...common} path="destinationLng" type="number" step="any" min={-180} max={180} label={t('editor.fields.destinationLng')} value={form.destinationLng} />
        </div>
        <Pair {...common} path="transportationType" label={t('editor.fields.transportationType')} value={form.transportationType} />
      </Section>

      <Section legend={t('editor.sections.category')}>
        <CategorySelect snapshot={snapshot} send={send} disabled={disabled} />
      </Section>

      <Section legend={t('editor.sections.lists')}>
        <p className={styles.hint}>{t('editor.hints.list')}</p>
        {LIST_FIELDS.map((field) => (
          <Pair key={field} {...common} path={field} label={t(`editor.fields.${field}`)} value={form[field]} long />
        ))}
      </Section>

      <Images snapshot={snapshot} send={send} />

      <Section legend={t('editor.sections.cancellation')}>
        <Single
          {...common}
          path="freeCancellationHours"
          type="number"
          min={0}
          step="1"
          label={t('editor.fields.freeCancellationHours')}
          value={form.freeCancellationHours}
          hint={t('editor.hints.freeCancellation')}
        />
      </Section>

      <Days snapshot={snapshot} send={send} />

      <div className={portal.bar} role="group" aria-label={title(t, tour.tourId)}>
        <button type="submit" className={styles.secondary} disabled={!actions.canSave} data-testid="tour-save">
          {step === 'saving' ? t('editor.actions.saving') : tour.status === 'published' ? t('editor.actions.save') : t('editor.actions.saveDraft')}
        </button>
        {tour.status === 'published' ? (
          <button type="button" className={styles.danger} disabled={!actions.canUnpublish} onClick={() => send({ type: 'tour.unpublishRequested' })}>
            {step === 'unpublishing' ? t('editor.actions.unpublishing') : t('editor.actions.unpublish')}
          </button>
        ) : (
          <button type="button" className={styles.primary} disabled={!actions.canPublish} onClick={() => send({ type: 'tour.publishRequested' })}>
            {step === 'publishing' ? t('editor.actions.publishing') : t('editor.actions.publish')}
          </button>
        )}
        {tour.tourId !== null ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={!actions.canDuplicate}
            aria-describedby={tour.dirty ? 'duplicate-hint' : undefined}
            onClick={() => send({ type: 'tour.duplicateRequested' })}
          >
            {step === 'duplicating' ? t('editor.actions.duplicating') : t('editor.actions.duplicate')}
          </button>
        ) : null}
        {tour.dirty ? (
          <p id="duplicate-hint" className={styles.hint}>
            {t('editor.unsaved')} {tour.tourId !== null ? t('editor.actions.duplicateHint') : ''}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const title = (t: (key: string) => string, tourId: number | null) => (tourId === null ? t('editor.headingNew') : t('editor.heading'));

function CategorySelect({ snapshot, send, disabled }: FieldProps) {
  const { t } = useTranslation('partnerTours');
  const { categories } = selectTour(snapshot);
  const value = selectForm(snapshot).categoryId;
  const problem = selectProblemAt(snapshot, 'categoryId');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="tour-category" className={fieldStyles.label}>
        {t('editor.fields.categoryId')}
      </label>
      <select
        id="tour-category"
        name="categoryId"
        className={portal.select}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'tour-category-error' : undefined}
        onChange={(event) => send({ type: 'tour.fieldChanged', path: 'categoryId', value: event.target.value })}
      >
        <option value="">{t('editor.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.categoryName}
          </option>
        ))}
      </select>
      {problem ? (
        <p id="tour-category-error" className={fieldStyles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
