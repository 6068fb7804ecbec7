import { useEffect, useId, useRef, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMachine } from '@xstate/react';
import { partnerApplicationMachine, type PartnerField } from '@/machines/partner-application/partner-application.machine';
import {
  selectCanEdit,
  selectFieldError,
  selectFile,
  selectIsBusy,
  selectNotice,
  selectTermsAccepted,
  selectValues,
} from '@/machines/partner-application/partner-application.selectors';
import {
  acceptedTypes,
  FILE_FIELD_RULES,
  MAX_PARTNER_FILE_MEGABYTES,
  TEXT_FIELD_RULES,
  type PartnerFileField,
  type PartnerTextField,
} from '@/machines/partner-application/partner-rules';
import { inspected } from '@/ui/app/inspector';
import { FormField } from '@/ui/kit/form-field/form-field';
import * as fieldStyles from '@/ui/kit/form-field/form-field.css';
import * as styles from './get-in-touch-screen.css';
import { useAnswerFocus } from '@/ui/kit/form-field/use-answer-focus';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

type Translate = TFunction<['partner', 'common']> | TFunction<'partner'>;

/** How each text field is typed: a line or a few, its keyboard, and whether it reads left to right (D55). */
const TEXT_INPUTS: Record<PartnerTextField, { multiline?: boolean; type?: string; autoComplete?: string; ltr?: boolean; hint?: boolean }> = {
  CompanyName: { autoComplete: 'organization' },
  Owner: {},
  Email: { type: 'email', autoComplete: 'email', ltr: true },
  CommercialRegistrationNumber: { ltr: true },
  PhoneNumber: { type: 'tel', autoComplete: 'tel', ltr: true },
  WebsiteUrl: { type: 'url', autoComplete: 'url', ltr: true, hint: true },
  CompanyAddress: { autoComplete: 'street-address', multiline: true },
  Description: { multiline: true, hint: true },
  ContactPersonName: {},
  ContactPersonNumber: { type: 'tel', ltr: true },
  TypeofTrips: { multiline: true, hint: true },
  KeyDestinations: { multiline: true, hint: true },
  SpecialActivities: { multiline: true, hint: true },
};

/** The form's sections (spec, accounts §3 fields; §5 the terms), in order. */
const SECTIONS: Array<{ key: 'company' | 'contact' | 'trips' | 'documents'; fields: Array<PartnerTextField | PartnerFileField> }> = [
  { key: 'company', fields: ['CompanyName', 'Owner', 'Email', 'CommercialRegistrationNumber', 'PhoneNumber', 'WebsiteUrl', 'CompanyAddress', 'Description'] },
  { key: 'contact', fields: ['ContactPersonName', 'ContactPersonNumber'] },
  { key: 'trips', fields: ['TypeofTrips', 'KeyDestinations', 'SpecialActivities'] },
  { key: 'documents', fields: ['LogoUrl', 'CoverImageUrl', 'LicenseImageUrl', 'AdditionalDocument'] },
];

/** The four partner terms (spec, accounts §5). */
const TERMS = ['registration', 'license', 'website', 'content'] as const;

const isFileField = (field: PartnerTextField | PartnerFileField): field is PartnerFileField => field in FILE_FIELD_RULES;

function labelOf(t: Translate, field: PartnerTextField | PartnerFileField): string {
  const required = isFileField(field) ? FILE_FIELD_RULES[field].required : TEXT_FIELD_RULES[field].required;
  const label = t(`getInTouch.fields.${field}`);
  return required ? label : `${label} ${t('getInTouch.optional')}`;
}

/** A file's size as people read it: kilobytes under a megabyte, else megabytes with one decimal. */
function sizeOf(t: Translate, bytes: number): string {
  if (bytes < 1024 * 1024) return t('getInTouch.sizeKb', { value: Math.max(1, Math.ceil(bytes / 1024)) });
  return t('getInTouch.sizeMb', { value: (bytes / (1024 * 1024)).toFixed(1) });
}

/** A labelled text area with its hint and error, like the kit's FormField for a longer text. */
function TextAreaField({
  label,
  hint,
  error,
  ref,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; hint?: string; error: string | null; ref: (element: HTMLTextAreaElement | null) => void }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface FileFieldProps {
  field: PartnerFileField;
  label: string;
  file: File | null;
  error: string | null;
  onChoose: (file: File | null) => void;
  ref: (element: HTMLInputElement | null) => void;
}

/** A file input with its kinds and size limit, the file chosen, and its error. */
function FileField({ field, label, file, error, onChoose, ref }: FileFieldProps) {
  const { t } = useTranslation('partner');
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const rule = FILE_FIELD_RULES[field];
  // The machine holds no file (refused, or the form was cleared): the picker shows none either.
  useEffect(() => {
    if (!file && input.current?.value) input.current.value = '';
  }, [file]);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        ref={(element) => {
          input.current = element;
          ref(element);
        }}
        id={id}
        name={field}
        type="file"
        accept={acceptedTypes(field)}
        required={rule.required}
        className={styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t(rule.wrongKind === 'imageType' ? 'getInTouch.hints.image' : 'getInTouch.hints.document', { megabytes: MAX_PARTNER_FILE_MEGABYTES })}
      </p>
      {file && (
        <p className={styles.chosen} dir="auto">
          {t('getInTouch.chosenFile', { name: file.name, size: sizeOf(t, file.size) })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Get In Touch (`/GetInTouch`; spec, accounts §2, §3 partner application, §5 partner rules, §8 partner
 * form errors): the partner application form. It renders the partner-application statechart and sends it
 * what the company does; the rules, the file checks, the busy state and the answer live in
 * src/machines/partner-application.
 */
export function GetInTouchScreen() {
  usePageHead((meta) => simpleHead(meta, 'getInTouch', '/GetInTouch'));
  const { t } = useTranslation(['partner', 'common']);
  const [snapshot, send, actor] = useMachine(partnerApplicationMachine, inspected({ input: {} }));
  // Where focus goes once the answer is on screen: the first field to fix, or the notice.
  const { controlRef, answer: notice, focusOn } = useAnswerFocus<PartnerField, HTMLDivElement>();
  const termsErrorId = useId();

  useEffect(() => {
    const invalid = actor.on('partner.invalid', (event) => focusOn(event.field));
    const answered = actor.on('partner.answered', () => focusOn('answer'));
    return () => {
      invalid.unsubscribe();
      answered.unsubscribe();
    };
  }, [actor, focusOn]);

  const values = selectValues(snapshot);
  const busy = selectIsBusy(snapshot);
  const canEdit = selectCanEdit(snapshot);
  const answer = selectNotice(snapshot);
  const errorOf = (field: PartnerField) => {
    const key = selectFieldError(snapshot, field);
    return key ? t(key, { megabytes: MAX_PARTNER_FILE_MEGABYTES }) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'partner.submitted' });
  };

  const textField = (field: PartnerTextField) => {
    const input = TEXT_INPUTS[field];
    const shared = {
      name: field,
      label: labelOf(t, field),
      hint: input.hint ? t(`getInTouch.hints.${field}`) : undefined,
      value: values[field],
      required: TEXT_FIELD_RULES[field].required,
      maxLength: TEXT_FIELD_RULES[field].maxLength,
      dir: input.ltr ? ('ltr' as const) : ('auto' as const),
      autoComplete: input.autoComplete,
      error: errorOf(field),
      ref: controlRef(field),
      onBlur: () => send({ type: 'partner.fieldLeft', field }),
    };
    if (input.multiline) {
      return (
        <div key={field} className={styles.wide}>
          <TextAreaField
            {...shared}
            rows={field === 'Description' ? 5 : 3}
            onChange={(event) => send({ type: 'partner.fieldChanged', field, value: event.target.value })}
          />
        </div>
      );
    }
    return (
      <FormField
        key={field}
        {...shared}
        type={input.type ?? 'text'}
        inputMode={input.type === 'tel' ? 'tel' : undefined}
        onChange={(event) => send({ type: 'partner.fieldChanged', field, value: event.target.value })}
      />
    );
  };

  const fileField = (field: PartnerFileField) => (
    <div key={field} className={styles.wide}>
      <FileField
        field={field}
        label={labelOf(t, field)}
        file={selectFile(snapshot, field)}
        error={errorOf(field)}
        ref={controlRef(field)}
        onChoose={(file) => send({ type: 'partner.fileChosen', field, file })}
      />
    </div>
  );

  const termsError = errorOf('acceptTerms');

  return (
    <section className={styles.page} aria-labelledby="get-in-touch-title">
      <header className={styles.hero}>
        <h1 id="get-in-touch-title" className={styles.title}>
          {t('getInTouch.title')}
        </h1>
        <p className={styles.intro}>{t('getInTouch.intro')}</p>
        <Link to="/partners" className={styles.heroLink}>
          {t('getInTouch.seePartners')}
        </Link>
      </header>

      <form method="post" className={styles.form} noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="get-in-touch-title">
        <p className={styles.note}>{t('getInTouch.required')}</p>
        <fieldset disabled={!canEdit} className={`${styles.plainFieldset} ${styles.form}`}>
          {SECTIONS.map((section) => (
            <Section key={section.key} title={t(`getInTouch.sections.${section.key}`)}>
              <div className={styles.fields}>{section.fields.map((field) => (isFileField(field) ? fileField(field) : textField(field)))}</div>
            </Section>
          ))}
          <Section title={t('getInTouch.sections.terms')}>
            <div className={styles.sectionBody}>
              <p className={styles.intro}>{t('getInTouch.terms.intro')}</p>
              <ul className={styles.termsList}>
                {TERMS.map((term) => (
                  <li key={term}>{t(`getInTouch.terms.${term}`)}</li>
                ))}
              </ul>
              <label className={styles.checkbox}>
                <input
                  ref={controlRef('acceptTerms')}
                  type="checkbox"
                  name="acceptTerms"
                  className={styles.checkboxInput}
                  checked={selectTermsAccepted(snapshot)}
                  required
                  aria-invalid={termsError ? true : undefined}
                  aria-describedby={termsError ? termsErrorId : undefined}
                  onChange={(event) => send({ type: 'partner.termsChanged', accepted: event.target.checked })}
                />
                {t('getInTouch.acceptTerms')}
              </label>
              {termsError && (
                <p id={termsErrorId} className={fieldStyles.error} role="alert">
                  {termsError}
                </p>
              )}
            </div>
          </Section>
        </fieldset>

        <div className={styles.actions}>
          {answer?.kind === 'succeeded' && (
            <div ref={notice} className={styles.success} role="status" tabIndex={-1}>
              {t('getInTouch.success')}
            </div>
          )}
          {answer?.kind === 'failed' && (
            <div ref={notice} className={styles.failure} role="alert" tabIndex={-1}>
              <span className={styles.failureTitle}>{t('getInTouch.submissionError')}</span>
              <span dir="auto">{'text' in answer.message ? answer.message.text : t(answer.message.i18nKey)}</span>
            </div>
          )}
          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? t('getInTouch.busy') : t('getInTouch.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
