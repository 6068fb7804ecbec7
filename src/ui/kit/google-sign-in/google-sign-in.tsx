import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { googleClientId, loadGoogleIdentity } from './google-identity';
import * as styles from './google-sign-in.css';

export interface GoogleSignInProps {
  /** Google's wording on the button: 'signup' → "Sign up with Google", 'signin' → "Sign in with Google". */
  purpose: 'signup' | 'signin';
  /** The line above the button, already translated ('Or sign up with'). */
  label: string;
  /** Called with the ID token Google hands back, or null when its answer carries none. */
  onCredential: (credential: string | null) => void;
  /** While a sign-in is under way the button takes no clicks. */
  disabled?: boolean;
}

/**
 * The identity-provider sign-in button (spec, accounts §1, §2, §7; S17). Renders nothing, and
 * loads nothing, unless `VITE_GOOGLE_CLIENT_ID` is configured; then it loads Google's script, draws
 * Google's own button in the page's language and hands the credential to `onCredential` (the login and
 * sign-up forms send it to the session as `session.googleLogin`). If the script cannot be loaded
 * (offline, blocked), the block disappears and the rest of the form works as before.
 */
export function GoogleSignIn(props: GoogleSignInProps) {
  const clientId = googleClientId();
  return clientId ? <GoogleButton clientId={clientId} {...props} /> : null;
}

function GoogleButton({ clientId, purpose, label, onCredential, disabled }: GoogleSignInProps & { clientId: string }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const target = useRef<HTMLDivElement>(null);
  const latestOnCredential = useRef(onCredential);
  const [unavailable, setUnavailable] = useState(false);
  const labelId = useId();

  useEffect(() => {
    latestOnCredential.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const parent = target.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => latestOnCredential.current(response.credential ? response.credential : null),
          ux_mode: 'popup',
          context: purpose,
        });
        parent.replaceChildren();
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: purpose === 'signup' ? 'signup_with' : 'signin_with',
          locale: language,
          // Google's button takes a width in pixels (200 to 400): as wide as the form allows.
          width: Math.min(400, Math.max(200, parent.clientWidth)),
        });
      },
      () => {
        if (!cancelled) setUnavailable(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, purpose, language]);

  if (unavailable) return null;
  return (
    <div className={styles.block} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.divider}>
        {label}
      </p>
      <div ref={target} className={styles.button} inert={disabled} aria-disabled={disabled || undefined} />
    </div>
  );
}
