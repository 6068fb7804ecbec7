import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { IMAGE_ACCEPT } from '@/machines/console/partner-image';
import { tourEditorMachine } from '@/machines/tour-editor/tour-editor.machine';
import {
  selectActions,
  selectForm,
  selectGaps,
  selectImageError,
  selectOutcome,
  selectPhase,
  selectProblemAt,
  selectStep,
  selectTour,
  type TourEditorSnapshot,
} from '@/machines/tour-editor/tour-editor.selectors';
import { coverOf, LIST_FIELDS, MEALS, type Bilingual, type Language } from '@/machines/tour-editor/tour-form';
import { inspected } from '@/ui/app/inspector';
import { ChangeProblem, ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { FormField, FormTextArea } from '@/ui/kit/form-field/form-field';
import * as fieldStyles from '@/ui/kit/form-field/form-field.css';
import { formatPrice } from '@/ui/kit/price/format-price';
import * as portal from './partner-portal.css';

type Send = ReturnType<typeof useMachine<typeof tourEditorMachine>>[1];

/** What the list or the editor hands the copy's editor: the tour it was copied from. */
export interface CopyState {
  copiedFrom: number;
}

const LANGUAGES: readonly Language[] = ['en', 'ar'];
const DIR = { en: 'ltr', ar: 'rtl' } as const;

/**
 * /partner/tours/new and /partner/tours/:id (issue 20 item 3): a tour written in English and Arabic side by
 * side, saved as a draft, published, unpublished and duplicated through the `tourEditor` statechart.
 *
 * A new tour's first save creates it: the address becomes /partner/tours/<id> (replacing /new) and the same
 * editor goes on, with what was typed; a duplicate opens the copy's editor.
 */
export function TourEditorView({ tourId }: { tourId: number | 'new' }) {
  // The editor of a tour it has just created stays the same editor at the tour's new address; any other
  // address is a fresh editor.
  const [session, setSession] = useState<{ tourId: number | 'new'; key: number; created: number | null }>({ tourId, key: 0, created: null });
  if (session.tourId !== tourId) setSession({ tourId, key: tourId === session.created ? session.key : session.key + 1, created: null });
  const navigate = useNavigate();
  return (
    <Editor
      key={session.key}
      tourId={tourId === 'new' ? null : tourId}
      onCreated={(id) => {
        setSession((current) => ({ ...current, created: id }));
        void navigate(`/partner/tours/${id}`, { replace: true, state: { samePage: true } });
      }}
      onCopied={(copyId, from) => void navigate(`/partner/tours/${copyId}`, { state: { copiedFrom: from } satisfies CopyState })}
    />
  );
}

function useLanguage() {
  const { i18n } = useTranslation('partnerTours');
  return i18n.resolvedLanguage ?? i18n.language;
}

function Editor({ tourId, onCreated, onCopied }: { tourId: number | null; onCreated: (id: number) => void; onCopied: (copyId: number, from: number) => void }) {
  const { t } = useTranslation('partnerTours');
  const [snapshot, send] = useMachine(tourEditorMachine, inspected({ input: { tourId } }));
  const phase = selectPhase(snapshot);
  const tour = selectTour(snapshot);
  const { copyId } = selectOutcome(snapshot);
  const location = useLocation();
  const copiedFrom = (location.state as CopyState | null)?.copiedFrom ?? null;

  // The saved output of a new tour's first save: its address; a copy: its editor. Each once.
  const told = useRef<{ created: number | null; copied: number | null }>({ created: null, copied: null });
  useEffect(() => {
    if (tourId === null && tour.tourId !== null && told.current.created !== tour.tourId) {
      told.current.created = tour.tourId;
      onCreated(tour.tourId);
    }
  }, [tourId, tour.tourId, onCreated]);
  useEffect(() => {
    if (copyId !== null && tour.tourId !== null && told.current.copied !== copyId) {
      told.current.copied = copyId;
      onCopied(copyId, tour.tourId);
    }
  }, [copyId, tour.tourId, onCopied]);

  const title = tour.tourId === null ? t('editor.headingNew') : t('editor.heading');
  return (
    <section className={styles.page} aria-labelledby="tour-editor-title" aria-busy={phase === 'loading'}>
      <Link to="/partner/tours" className={styles.back}>
        {t('editor.back')}
      </Link>
      <div className={styles.toolbar}>
        <h2 id="tour-editor-title" className={styles.sectionTitle}>
          {title}
        </h2>
        {phase === 'editing' ? (
          <span className={portal.tourStatus[tour.status]} data-testid="tour-status">
            {t(`status.${tour.status}`)}
          </span>
        ) : null}
      </div>
      {phase !== 'editing' ? (
        <ConsoleProblem ns="partnerTours" loading={phase === 'loading'} error={snapshot.context.error} from={tourId === null ? '/partner/tours/new' : `/partner/tours/${tourId}`} onRetry={() => send({ type: 'tour.retried' })} />
      ) : (
        <>
          {copiedFrom !== null && tour.status === 'draft' ? <p className={styles.hint}>{t('editor.copyNotice')}</p> : null}
          {tour.status === 'published' && tour.tourId !== null ? (
            <Link to={`/travel-with-us?id=${tour.tourId}`} className={styles.secondary} data-testid="public-link">
              {t('editor.publicPage')}
            </Link>
          ) : null}
          <TourForm snapshot={snapshot} send={send} />
        </>
      )}
    </section>
  );
}

/** The outcome of the last change, the server's word against it and what is missing: focused when a change ends. */
function Summary({ snapshot }: { snapshot: TourEditorSnapshot }) {
  const { t } = useTranslation('partnerTours');
  const { outcome, refusal, problems, error } = selectOutcome(snapshot);
  const step = selectStep(snapshot);
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step && step === 'idle' && previous.current !== 'uploading') ref.current?.focus();
    previous.current = step;
  }, [step]);
  return (
    <div ref={ref} tabIndex={-1} className={portal.summary} data-testid="tour-summary">
      <p className={styles.outcome} role="status">
        {outcome ? t(`editor.outcome.${outcome}`) : ''}
      </p>
      <ChangeProblem ns="partnerTours" refusal={refusal} error={error} testId="tour-problem" />
      {problems.length > 0 ? (
        <>
          <p className={styles.errorText}>{t('editor.problems')}</p>
          <ul className={portal.problems} data-testid="tour-problems">
            {problems.map((problem) => (
              <li key={`${problem.field}.${problem.language ?? ''}`}>{problem.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

interface FieldProps {
  snapshot: TourEditorSnapshot;
  send: Send;
  disabled: boolean;
}

/** A text in both languages side by side: each its own label, direction and language, its problem, and "Arabic missing". */
function Pair({ snapshot, send, disabled, path, label, value, long = false, hint }: FieldProps & { path: string; label: string; value: Bilingual; long?: boolean; hint?: string }) {
  const { t } = useTranslation('partnerTours');
  const gap = selectGaps(snapshot).get(path);
  return (
    <div className={styles.pair}>
      {LANGUAGES.map((language) => {
        const props = {
          label: t(`fieldIn.${language}`, { field: label }),
          name: `${path}.${language}`,
          lang: language,
          dir: DIR[language],
          value: value[language],
          disabled,
          hint: gap === language ? t(`missing.${language}`) : hint,
          error: selectProblemAt(snapshot, path, language),
          onChange: (event: { target: { value: string } }) => send({ type: 'tour.fieldChanged', path: `${path}.${language}`, value: event.target.value }),
        } as const;
        return long ? <FormTextArea key={language} {...props} /> : <FormField key={language} type="text" {...props} />;
      })}
    </div>
  );
}

/** One field in no language (a number, a date, a time). */
function Single({ snapshot, send, disabled, path, label, value, type, hint, error, ...rest }: FieldProps & { path: string; label: string; value: string; type: string; hint?: string; error?: string | null; min?: number; max?: number; step?: string }) {
  return (
    <FormField
      label={label}
      name={path}
      type={type}
      dir="ltr"
      value={value}
      disabled={disabled}
      hint={hint}
      error={error ?? selectProblemAt(snapshot, path)}
      onChange={(event) => send({ type: 'tour.fieldChanged', path, value: event.target.value })}
      {...rest}
    />
  );
}

function Section({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className={portal.fieldset} data-testid={testId}>
      <legend className={portal.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function TourForm({ snapshot, send }: { snapshot: TourEditorSnapshot; send: Send }) {
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

function Images({ snapshot, send }: { snapshot: TourEditorSnapshot; send: Send }) {
  const { t } = useTranslation('partnerTours');
  const form = selectForm(snapshot);
  const actions = selectActions(snapshot);
  const uploading = selectStep(snapshot) === 'uploading';
  const imageError = selectImageError(snapshot);
  const problem = selectProblemAt(snapshot, 'imageUrls');
  const cover = coverOf(form);
  const inputRef = useRef<HTMLInputElement>(null);
  const last = form.imageUrls.length - 1;
  return (
    <Section legend={t('editor.sections.images')} testId="tour-images">
      <p className={styles.hint} id="tour-images-hint">
        {t('images.hint')}
      </p>
      {form.imageUrls.length === 0 ? <p className={styles.hint}>{t('images.none')}</p> : null}
      <ol className={portal.images}>
        {form.imageUrls.map((url, index) => {
          const number = index + 1;
          return (
            <li key={url} className={portal.image} data-testid="tour-image">
              <img src={url} alt={t('images.alt', { number })} className={portal.thumbnail} loading="lazy" />
              {url === cover ? <span className={portal.tourStatus.published}>{t('images.cover')}</span> : null}
              <div className={styles.actions}>
                <button type="button" className={portal.small} disabled={!actions.canEdit || index === 0} aria-label={t('images.earlier', { number })} onClick={() => send({ type: 'tour.imageArranged', index, action: 'earlier' })}>
                  ↑
                </button>
                <button type="button" className={portal.small} disabled={!actions.canEdit || index === last} aria-label={t('images.later', { number })} onClick={() => send({ type: 'tour.imageArranged', index, action: 'later' })}>
                  ↓
                </button>
                {url !== cover ? (
                  <button type="button" className={portal.small} disabled={!actions.canEdit} onClick={() => send({ type: 'tour.imageArranged', index, action: 'cover' })}>
                    {t('images.makeCover', { number })}
                  </button>
                ) : null}
                <button type="button" className={portal.small} disabled={!actions.canEdit} onClick={() => send({ type: 'tour.imageArranged', index, action: 'remove' })}>
                  {t('images.remove', { number })}
                </button>
              </div>
            </li>
          );
        })}
        {uploading ? (
          <li className={portal.image} aria-busy="true" data-testid="tour-image-uploading">
            <div className={`${styles.skeleton} ${portal.thumbnail}`} aria-hidden="true" />
            <p className={styles.hint} role="status">
              {t('images.uploading')}
            </p>
          </li>
        ) : null}
      </ol>
      <div className={fieldStyles.field}>
        <label htmlFor="tour-image-file" className={fieldStyles.label}>
          {t('images.add')}
        </label>
        <input
          ref={inputRef}
          id="tour-image-file"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={!actions.canEdit}
          aria-describedby="tour-images-hint"
          aria-invalid={imageError || problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send({ type: 'tour.imageChosen', file });
            // The same file can be chosen again after a refusal.
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
      </div>
      {imageError ? (
        <p className={styles.errorText} role="alert" data-testid="tour-image-error">
          {typeof imageError === 'object' ? imageError.message : t(imageError)}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.errorText} role="alert">
          {problem}
        </p>
      ) : null}
    </Section>
  );
}

function Days({ snapshot, send }: { snapshot: TourEditorSnapshot; send: Send }) {
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
