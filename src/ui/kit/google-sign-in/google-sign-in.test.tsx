import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../../tests/i18n';
import { GOOGLE_SCRIPT_SRC, type GoogleAccountsId, type GoogleCredentialResponse } from './google-identity';
import { GoogleSignIn, type GoogleSignInProps } from './google-sign-in';

async function renderButton(language: 'en' | 'ar', props: Partial<GoogleSignInProps> = {}) {
  const i18n = await createTestI18n(language);
  const onCredential = vi.fn<(credential: string | null) => void>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <GoogleSignIn purpose="signup" label="Or sign up with" onCredential={onCredential} {...props} />
    </I18nextProvider>,
  );
  return { onCredential, view };
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === GOOGLE_SCRIPT_SRC);

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.google;
  for (const script of scripts()) script.remove();
});

// The tests run in this order: the loader remembers a script that loaded, as it does on a page.
describe('GoogleSignIn', () => {
  it('renders nothing and loads nothing when no client id is configured', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    const { view } = await renderButton('en');
    expect(view.container.innerHTML).toBe('');
    expect(scripts()).toHaveLength(0);
  });

  it('disappears when the provider’s script cannot be loaded', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-1.apps.googleusercontent.com');
    await renderButton('en');
    expect(screen.getByRole('group', { name: 'Or sign up with' })).toBeTruthy();
    const [script] = scripts();
    expect(script?.async).toBe(true);
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('loads the script once a client id is configured, draws Google’s button in the page’s language and hands over the credential', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-1.apps.googleusercontent.com');
    const initialize = vi.fn<GoogleAccountsId['initialize']>();
    const renderGoogleButton = vi.fn<GoogleAccountsId['renderButton']>();
    const { onCredential, view } = await renderButton('ar', { disabled: true });
    expect(scripts()).toHaveLength(1);
    window.google = { accounts: { id: { initialize, renderButton: renderGoogleButton } } };
    await act(async () => {
      scripts()[0]?.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com', context: 'signup' }));
    expect(renderGoogleButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'signup_with', locale: 'ar' }));
    // While the form is busy, the button takes no clicks.
    const target = renderGoogleButton.mock.calls[0]?.[0];
    expect(target?.hasAttribute('inert')).toBe(true);
    expect(target?.getAttribute('aria-disabled')).toBe('true');

    const callback = initialize.mock.calls[0]?.[0].callback as (response: GoogleCredentialResponse) => void;
    callback({ credential: 'header.payload.signature' });
    callback({});
    expect(onCredential.mock.calls).toEqual([['header.payload.signature'], [null]]);

    view.rerender(
      <I18nextProvider i18n={await createTestI18n('ar')}>
        <GoogleSignIn purpose="signup" label="Or sign up with" onCredential={onCredential} />
      </I18nextProvider>,
    );
    expect(target?.hasAttribute('inert')).toBe(false);
    expect(scripts()).toHaveLength(1);
  });
});
