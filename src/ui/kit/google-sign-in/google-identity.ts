/**
 * Google Identity Services, loaded on demand (S17): the provider's script is added to the page
 * only when a client id is configured (`VITE_GOOGLE_CLIENT_ID` at build time) and a sign-in button is
 * shown; without a client id nothing is loaded and no button is shown.
 */

/** What Google hands the page after the user picks an account: an ID token (JWT) as `credential`. */
export interface GoogleCredentialResponse {
  credential?: string;
}

/** The part of `google.accounts.id` the button uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      locale?: string;
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

/** The configured client id, or null when the identity-provider sign-in is not configured. */
export function googleClientId(): string | null {
  const configured = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;
  const id = configured?.trim();
  return id ? id : null;
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds the provider's script once and resolves with `google.accounts.id`; a failed load can be tried again. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('Google sign-in could not be loaded'));
    };
    script.addEventListener('load', () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
