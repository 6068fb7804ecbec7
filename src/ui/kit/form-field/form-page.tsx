import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './form-page.css';

export interface FormPageProps {
  /** Names the page: the heading's id is `<id>-title`. */
  id: string;
  title: string;
  intro: string;
  /** The form is working (aria-busy); the submit button shows `submitLabel` as given. */
  busy: boolean;
  /** What went wrong with the last attempt, announced above the fields. */
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  submitDisabled: boolean;
  /** The fields, and anything else inside the form. */
  children: ReactNode;
  /** What follows the form inside the card (identity-provider button, the link to the other form). */
  after?: ReactNode;
}

/** The page of a form screen (sign-up, login): one card with a title, an intro, the form and its submit. */
export function FormPage({ id, title, intro, busy, failure, onSubmit, submitLabel, submitDisabled, children, after }: FormPageProps) {
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.card}>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {/* POST, never GET: submitted before the page's scripts have started (D201), a form would otherwise put
            what was typed, a password included, in the address. The server answers it by reloading the page. */}
        <form method="post" className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          {children}
          <button type="submit" className={styles.submit} disabled={submitDisabled}>
            {submitLabel}
          </button>
        </form>
        {after}
      </div>
    </section>
  );
}

/** "Already have an account? Log in": the way to the other form, carrying where to return afterwards. */
export function SwitchLine({ prompt, label, to, state }: { prompt: string; label: string; to: string; state: unknown }) {
  return (
    <p className={styles.switchLine}>
      {prompt}{' '}
      <Link to={to} state={state} className={styles.switchLink}>
        {label}
      </Link>
    </p>
  );
}
