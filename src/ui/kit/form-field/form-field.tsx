import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import * as styles from './form-field.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  /** The visible label, tied to the input (`<label for>`). */
  label: string;
  /** The error to show under the input, already translated; empty, null or absent for none. */
  error?: string | null;
  /** A short help text under the input (say, the password rule), shown whatever the error. */
  hint?: string;
  /** The input element, e.g. to move focus to the first field in error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its error text: the shared field of the account forms.
 *
 * Every other prop goes to the `<input>` as given (`name`, `type`, `value`, `onChange`, `onBlur`,
 * `disabled`, `autoComplete`, `dir`, …). An error marks the input `aria-invalid` and is announced
 * (`role="alert"`); the error and the hint describe the input (`aria-describedby`). The field is a
 * column that takes the full inline size of its container and a touch target of at least 44 px.
 *
 *   <FormField label={t('signup.email')} type="email" name="email" autoComplete="email"
 *     value={values.email} onChange={(event) => send({ type: '…', value: event.target.value })}
 *     error={emailError && t(emailError)} />
 */
export function FormField({ label, error, hint, ref, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} ref={ref} className={className ? `${styles.input} ${className}` : styles.input} />}
    </FieldFrame>
  );
}

export interface FormTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The same field for text of several lines (a description, a reason): a `<textarea>`. */
export function FormTextArea({ label, error, hint, ref, className, ...textarea }: FormTextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea {...textarea} {...control} ref={ref} className={className ? `${styles.textarea} ${className}` : styles.textarea} />}
    </FieldFrame>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, the hint and the error around a control, tied to it by id. */
function FieldFrame({ label, error, hint, children }: { label: string; error?: string | null; hint?: string; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
