import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { companyProfileMachine } from '@/machines/company-profile/company-profile.machine';
import { selectChange, selectCompany, selectForm, selectPhase, type CompanyProfileSnapshot } from '@/machines/company-profile/company-profile.selectors';
import { COMPANY_TEXTS, DAYS, type DayOfWeek, type HoursRow, type PictureField } from '@/machines/company-profile/company-form';
import { IMAGE_ACCEPT } from '@core/uploads/images';
import { inspected } from '@/ui/app/inspector';
import { ChangeProblem, ConsoleProblem, useProblemWords } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { FormField, FormTextArea } from '@/ui/kit/form-field/form-field';
import * as fieldStyles from '@/ui/kit/form-field/form-field.css';
import * as portal from './partner-portal.css';

type Send = ReturnType<typeof useMachine<typeof companyProfileMachine>>[1];

const LANGUAGES = ['en', 'ar'] as const;
const DIR = { en: 'ltr', ar: 'rtl' } as const;
const KINDS: readonly HoursRow['kind'][] = ['open', 'closed', 'allDay'];
const PICTURES: readonly { field: PictureField; label: 'logo' | 'cover' }[] = [
  { field: 'logoUrl', label: 'logo' },
  { field: 'coverImageUrl', label: 'cover' },
];

/**
 * /partner/company (D316): the partner's company as its page shows it, in English and
 * Arabic side by side, through the `companyProfile` statechart: its standing (verified, suspended) in words,
 * texts, contact, address with coordinates, working hours (they feed "Open now"), logo and cover.
 */
export function CompanyView() {
  const { t } = useTranslation('partnerTours');
  const [snapshot, send] = useMachine(companyProfileMachine, inspected());
  const phase = selectPhase(snapshot);
  return (
    <section className={styles.page} aria-labelledby="company-profile-title" aria-busy={phase === 'loading'}>
      <h2 id="company-profile-title" className={styles.sectionTitle}>
        {t('company.heading')}
      </h2>
      {phase !== 'editing' ? (
        <ConsoleProblem console="partner" ns="partnerTours" loading={phase === 'loading'} error={snapshot.context.error} from="/partner/company" onRetry={() => send({ type: 'company.retried' })} />
      ) : (
        <Profile snapshot={snapshot} send={send} />
      )}
    </section>
  );
}

function Profile({ snapshot, send }: { snapshot: CompanyProfileSnapshot; send: Send }) {
  const { t } = useTranslation('partnerTours');
  const problemWords = useProblemWords('partner', 'partnerTours');
  const company = selectCompany(snapshot);
  const form = selectForm(snapshot);
  const change = selectChange(snapshot);
  const disabled = !change.canType;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !change.saving) outcomeRef.current?.focus();
    wasSaving.current = change.saving;
  }, [change.saving]);
  const field = (path: string, label: string, value: string, type = 'text') => (
    <FormField label={label} name={path} type={type} dir="ltr" value={value} disabled={disabled} onChange={(event) => send({ type: 'company.fieldChanged', path, value: event.target.value })} />
  );
  return (
    <form
      className={styles.form}
      aria-labelledby="company-profile-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'company.saveRequested' });
      }}
    >
      {company ? (
        <p className={styles.actions} data-testid="company-standing">
          <span className={company.verified ? portal.tourStatus.published : portal.tourStatus.draft}>{t(company.verified ? 'company.standing.verified' : 'company.standing.unverified')}</span>
          {company.suspended ? <span className={styles.errorText}>{t('company.standing.suspended')}</span> : <span className={styles.hint}>{t('company.standing.listed')}</span>}
        </p>
      ) : null}
      <div ref={outcomeRef} tabIndex={-1} className={portal.summary}>
        <p className={styles.outcome} role="status" data-testid="company-outcome">
          {change.saved ? t('company.saved') : ''}
        </p>
        <ChangeProblem console="partner" ns="partnerTours" refusal={change.refusal} error={change.error} testId="company-problem" />
      </div>

      <fieldset className={portal.fieldset}>
        <legend className={portal.legend}>{t('company.sections.about')}</legend>
        {COMPANY_TEXTS.filter((name) => name !== 'address' && name !== 'city').map((name) => (
          <div key={name} className={styles.pair}>
            {LANGUAGES.map((language) => {
              const props = {
                label: t(`fieldIn.${language}`, { field: t(`company.fields.${name}`) }),
                name: `${name}.${language}`,
                lang: language,
                dir: DIR[language],
                value: form[name][language],
                disabled,
                hint: form[name][language].trim() === '' && form[name][language === 'en' ? 'ar' : 'en'].trim() !== '' ? t(`missing.${language}`) : undefined,
                onChange: (event: { target: { value: string } }) => send({ type: 'company.fieldChanged', path: `${name}.${language}`, value: event.target.value }),
              } as const;
              return name === 'description' ? <FormTextArea key={language} {...props} /> : <FormField key={language} type="text" {...props} />;
            })}
          </div>
        ))}
      </fieldset>

      <fieldset className={portal.fieldset}>
        <legend className={portal.legend}>{t('company.sections.contact')}</legend>
        <div className={portal.row}>
          {field('email', t('company.fields.email'), form.email, 'email')}
          {field('phone', t('company.fields.phone'), form.phone, 'tel')}
          {field('website', t('company.fields.website'), form.website, 'url')}
        </div>
      </fieldset>

      <fieldset className={portal.fieldset}>
        <legend className={portal.legend}>{t('company.sections.address')}</legend>
        {(['address', 'city'] as const).map((name) => (
          <div key={name} className={styles.pair}>
            {LANGUAGES.map((language) => (
              <FormField
                key={language}
                type="text"
                label={t(`fieldIn.${language}`, { field: t(`company.fields.${name}`) })}
                lang={language}
                dir={DIR[language]}
                value={form[name][language]}
                disabled={disabled}
                onChange={(event) => send({ type: 'company.fieldChanged', path: `${name}.${language}`, value: event.target.value })}
              />
            ))}
          </div>
        ))}
        <div className={portal.row}>
          {field('latitude', t('company.fields.latitude'), form.latitude, 'number')}
          {field('longitude', t('company.fields.longitude'), form.longitude, 'number')}
        </div>
      </fieldset>

      <Hours snapshot={snapshot} send={send} />

      <fieldset className={portal.fieldset}>
        <legend className={portal.legend}>{t('company.sections.pictures')}</legend>
        <p className={styles.hint}>{t('images.hint')}</p>
        <div className={portal.row}>
          {PICTURES.map(({ field: picture, label }) => (
            <div key={picture} className={fieldStyles.field}>
              <p className={fieldStyles.label}>{t(`company.${label}`)}</p>
              {form[picture] ? <img src={form[picture]} alt={t(`company.${label}`)} className={portal.picture} /> : <p className={styles.hint}>{t('company.noPicture')}</p>}
              {change.uploading === picture ? (
                <p className={styles.hint} role="status">
                  {t('images.uploading')}
                </p>
              ) : null}
              <label htmlFor={`company-${picture}`} className={fieldStyles.label}>
                {t('company.upload', { what: t(`company.${label}`) })}
              </label>
              <input
                id={`company-${picture}`}
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={!change.canEdit}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) send({ type: 'company.imageChosen', picture, file });
                  event.target.value = '';
                }}
              />
            </div>
          ))}
        </div>
        {change.imageError ? (
          <p className={styles.errorText} role="alert">
            {typeof change.imageError === 'object' ? change.imageError.message : problemWords(change.imageError)}
          </p>
        ) : null}
      </fieldset>

      <div className={portal.bar}>
        <button type="submit" className={styles.primary} disabled={!change.canSave} data-testid="company-save">
          {change.saving ? t('company.saving') : t('company.save')}
        </button>
      </div>
    </form>
  );
}

function Hours({ snapshot, send }: { snapshot: CompanyProfileSnapshot; send: Send }) {
  const { t } = useTranslation('partnerTours');
  const form = selectForm(snapshot);
  const change = selectChange(snapshot);
  const disabled = !change.canType;
  return (
    <fieldset className={portal.fieldset} data-testid="company-hours">
      <legend className={portal.legend}>{t('company.sections.hours')}</legend>
      <p className={styles.hint}>{t('company.hours.hint')}</p>
      {form.hours.length === 0 ? <p className={styles.hint}>{t('company.hours.none')}</p> : null}
      {form.hours.map((row, index) => {
        const day = t(`company.days.${row.day}`);
        const select = (path: string, label: string, value: string, options: readonly { value: string; label: string }[]) => (
          <div className={fieldStyles.field}>
            <label htmlFor={`hours-${index}-${path}`} className={fieldStyles.label}>
              {label}
            </label>
            <select
              id={`hours-${index}-${path}`}
              className={portal.select}
              value={value}
              disabled={disabled}
              onChange={(event) => send({ type: 'company.fieldChanged', path: `hours.${index}.${path}`, value: event.target.value })}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
        return (
          <div key={index} className={portal.row} role="group" aria-label={day} data-testid="hours-row">
            {select('day', t('company.hours.day'), row.day, DAYS.map((value: DayOfWeek) => ({ value, label: t(`company.days.${value}`) })))}
            {select('kind', t('company.hours.kind', { day }), row.kind, KINDS.map((value) => ({ value, label: t(`company.hours.${value}`) })))}
            {row.kind === 'open' ? (
              <>
                <FormField label={`${day}: ${t('company.hours.from')}`} type="time" dir="ltr" value={row.from} disabled={disabled} onChange={(event) => send({ type: 'company.fieldChanged', path: `hours.${index}.from`, value: event.target.value })} />
                <FormField label={`${day}: ${t('company.hours.to')}`} type="time" dir="ltr" value={row.to} disabled={disabled} onChange={(event) => send({ type: 'company.fieldChanged', path: `hours.${index}.to`, value: event.target.value })} />
              </>
            ) : null}
            <button type="button" className={styles.danger} disabled={!change.canEdit} onClick={() => send({ type: 'company.hoursRemoved', index })}>
              {t('company.hours.remove', { day })}
            </button>
          </div>
        );
      })}
      {form.hours.length < DAYS.length ? (
        <button type="button" className={styles.secondary} disabled={!change.canEdit} onClick={() => send({ type: 'company.hoursAdded' })}>
          {t('company.hours.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
