import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import type { AuthOutcome, AuthRequest } from '@/machines/session/session.actors';
import { sessionMachine } from '@/machines/session/session.machine';
import { createTestI18n } from '../../../../tests/i18n';
import type { GoogleAccountsId, GoogleCredentialResponse } from '../../kit/google-sign-in/google-identity';
import { Session } from '../../app/session';
import { SignupScreen } from './signup-screen';

/** What the user reads, in each language, written out here so a missing or wrong translation fails. */
const TEXT = {
  en: {
    title: 'Create your account',
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Sign Up',
    busy: 'Creating Account...',
    login: 'Log in',
    nameRequired: 'Name is required',
    invalidName: 'Name can contain only letters, spaces, apostrophes and hyphens.',
    emailRequired: 'Email is required',
    invalidEmail: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    weakPassword: 'Password must be at least 8 characters long and include letters, numbers, and special characters.',
    confirmRequired: 'Please confirm your password',
    mismatch: 'Passwords do not match',
    noResponse: 'No response from server',
    fallback: 'Registration failed. Please try again.',
    googleLabel: 'Or sign up with',
    noCredential: 'No credential received from Google',
  },
  ar: {
    title: 'أنشئ حسابك',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    submit: 'إنشاء حساب',
    busy: 'جارٍ إنشاء الحساب...',
    login: 'سجّل الدخول',
    nameRequired: 'الاسم مطلوب',
    invalidName: 'يمكن أن يحتوي الاسم على حروف ومسافات وعلامات الفاصلة العليا والشرطات فقط.',
    emailRequired: 'البريد الإلكتروني مطلوب',
    invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صحيح',
    passwordRequired: 'كلمة المرور مطلوبة',
    weakPassword: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وأن تتضمن حروفًا وأرقامًا ورموزًا خاصة.',
    confirmRequired: 'يرجى تأكيد كلمة المرور',
    mismatch: 'كلمتا المرور غير متطابقتين',
    noResponse: 'لا يوجد رد من الخادم',
    fallback: 'فشل إنشاء الحساب. يرجى المحاولة مرة أخرى.',
    googleLabel: 'أو أنشئ حسابك باستخدام',
    noCredential: 'لم يتم استلام بيانات الاعتماد من Google',
  },
} as const;

type Language = keyof typeof TEXT;

const user: SessionUser = { id: 'u-1', name: 'مريم عادل', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'a.b.c' };

/** Where the screen sent the user, how (push or replace), and with what state. */
function Arrived() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p role="note">
      {`${location.pathname}${location.search} ${type} ${JSON.stringify(location.state ?? null)}`}
    </p>
  );
}

interface Options {
  from?: string;
  restored?: SessionUser | null;
  authenticate?: (request: AuthRequest) => Promise<AuthOutcome>;
}

async function renderSignup(language: Language, options: Options = {}) {
  const i18n = await createTestI18n(language);
  const requests: AuthRequest[] = [];
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(options.restored ?? null)),
      authenticate: fromPromise<AuthOutcome, AuthRequest>(({ input }) => {
        requests.push(input);
        return options.authenticate ? options.authenticate(input) : new Promise<never>(() => {});
      }),
    },
  });
  // In StrictMode, as the app renders (src/ui/app/main.tsx): effects and actors start, stop and start again.
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Session.Provider logic={logic}>
          <MemoryRouter initialEntries={['/', { pathname: '/signup', state: options.from ? { from: options.from } : null }]} initialIndex={1}>
            <Routes>
              <Route path="/signup" element={<SignupScreen />} />
              <Route path="*" element={<Arrived />} />
            </Routes>
          </MemoryRouter>
        </Session.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
  if (!options.restored) {
    // The stored session has been read: the form takes input.
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: TEXT[language].submit }).disabled).toBe(false));
  }
  return { requests, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The texts that describe an input (its hint and its error). */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function expectError(label: string, message: string) {
  const field = input(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(description(field)).toContain(message);
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(message);
}

function expectNoError(label: string, message: string) {
  const field = input(label);
  expect(field.getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByText(message)).toBeNull();
}

describe.each(['en', 'ar'] as const)('Sign Up screen (%s)', (language) => {
  const text = TEXT[language];

  it('shows every required message on submit, each tied to its field, and clears each when its field is edited', async () => {
    const { user: person, requests } = await renderSignup(language);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expectError(text.name, text.nameRequired);
    expectError(text.email, text.emailRequired);
    expectError(text.password, text.passwordRequired);
    expectError(text.confirmPassword, text.confirmRequired);
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(input(text.name));

    await person.type(input(text.name), 'م');
    expectNoError(text.name, text.nameRequired);
    expectError(text.email, text.emailRequired);
    await person.type(input(text.email), 'm');
    expectNoError(text.email, text.emailRequired);
    await person.type(input(text.password), 'N');
    expectNoError(text.password, text.passwordRequired);
    expectError(text.confirmPassword, text.confirmRequired);
    await person.type(input(text.confirmPassword), 'N');
    expectNoError(text.confirmPassword, text.confirmRequired);
    expect(requests).toEqual([]);
  });

  it('shows the rule messages for a name with digits, a malformed e-mail, a weak password and a different confirmation; each clears when edited', async () => {
    const { user: person, requests } = await renderSignup(language);
    await person.type(input(text.name), 'Mariam 3');
    await person.type(input(text.email), 'mariam@example');
    await person.type(input(text.password), 'nile2026');
    await person.type(input(text.confirmPassword), 'nile2025');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expectError(text.name, text.invalidName);
    expectError(text.email, text.invalidEmail);
    expectError(text.password, text.weakPassword);
    expectError(text.confirmPassword, text.mismatch);

    await person.clear(input(text.name));
    expectNoError(text.name, text.invalidName);
    await person.type(input(text.email), '.com');
    expectNoError(text.email, text.invalidEmail);
    expectError(text.confirmPassword, text.mismatch);
    await person.type(input(text.confirmPassword), 'x');
    expectNoError(text.confirmPassword, text.mismatch);
    expectError(text.password, text.weakPassword);
    await person.type(input(text.password), '#');
    expectNoError(text.password, text.weakPassword);
    expect(requests).toEqual([]);
  });

  it('checks a field when the user leaves it with something typed, not when it is left empty', async () => {
    const { user: person } = await renderSignup(language);
    await person.click(input(text.name));
    await person.tab();
    expectNoError(text.name, text.nameRequired);
    await person.type(input(text.email), 'mariam@');
    await person.tab();
    expectError(text.email, text.invalidEmail);
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2025');
    await person.tab();
    expectError(text.confirmPassword, text.mismatch);
    // Editing the password clears the mismatch too: it was about both.
    await person.type(input(text.password), '5');
    expectNoError(text.confirmPassword, text.mismatch);
  });

  it('takes names in any script with spaces, apostrophes and hyphens, and sends what was typed to the session', async () => {
    for (const name of ['مريم عادل', "Seán O'Brien-Smith"]) {
      const { user: person, requests } = await renderSignup(language);
      await person.type(input(text.name), name);
      await person.type(input(text.email), 'mariam@travellers.example');
      await person.type(input(text.password), 'Nile#2026');
      await person.type(input(text.confirmPassword), 'Nile#2026');
      await person.click(screen.getByRole('button', { name: text.submit }));
      expect(screen.queryByText(text.invalidName)).toBeNull();
      await waitFor(() => expect(requests).toEqual([{ type: 'session.register', name, email: 'mariam@travellers.example', password: 'Nile#2026' }]));
      cleanup();
    }
  });

  it('says that any symbol counts, and takes a password whose only symbol is -', async () => {
    const hint = {
      en: 'At least 8 characters, with a letter, a number and a symbol: any character that is not a letter, a number or a space counts (for example - ~ _ ! @ #).',
      ar: '8 أحرف على الأقل، تتضمن حرفًا ورقمًا ورمزًا: يُحتسب رمزًا أي حرف ليس حرفًا ولا رقمًا ولا مسافة (مثل - ~ _ ! @ #).',
    }[language];
    const { user: person, requests } = await renderSignup(language);
    expect(screen.getByText(hint)).toBeTruthy();
    await person.type(input(text.name), 'Omar Hassan');
    await person.type(input(text.email), 'omar@travellers.example');
    await person.type(input(text.password), 'Nile-2026');
    await person.type(input(text.confirmPassword), 'Nile-2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.queryByText(text.weakPassword)).toBeNull();
    await waitFor(() => expect(requests).toEqual([{ type: 'session.register', name: 'Omar Hassan', email: 'omar@travellers.example', password: 'Nile-2026' }]));
  });

  it(`reads '${text.busy}' with every input and the button disabled while the session signs in`, async () => {
    const { user: person } = await renderSignup(language);
    await person.type(input(text.name), 'Mariam Adel');
    await person.type(input(text.email), 'mariam@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: text.busy });
    expect(busy.disabled).toBe(true);
    for (const label of [text.name, text.email, text.password, text.confirmPassword]) expect(input(label).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it('goes to the origin after signing up, replacing the sign-up page in history', async () => {
    const { user: person } = await renderSignup(language, {
      from: '/book-now?travelId=3',
      authenticate: () => Promise.resolve({ ok: true, user }),
    });
    await person.type(input(text.name), 'Mariam Adel');
    await person.type(input(text.email), 'mariam@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('note')).textContent).toBe('/book-now?travelId=3 REPLACE null');
  });

  it('shows the server’s message as it came, keeping everything typed, the passwords too', async () => {
    const message = language === 'ar' ? 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' : 'An account with this email address already exists.';
    const { user: person } = await renderSignup(language, {
      authenticate: () => Promise.resolve({ ok: false, error: { text: message } }),
    });
    await person.type(input(text.name), 'Mariam Adel');
    await person.type(input(text.email), 'mariam@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input(text.name).value).toBe('Mariam Adel');
    expect(input(text.email).value).toBe('mariam@travellers.example');
    expect(input(text.password).value).toBe('Nile#2026');
    expect(input(text.confirmPassword).value).toBe('Nile#2026');
    expect(input(text.name).disabled).toBe(false);
  });

  it('says "Too many attempts" when refused for too many attempts without the server’s words', async () => {
    const { user: person } = await renderSignup(language, {
      authenticate: () => Promise.resolve({ ok: false, error: { key: 'errors.tooManyAttempts' } }),
    });
    await person.type(input(text.name), 'Mariam Adel');
    await person.type(input(text.email), 'mariam@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      language === 'ar' ? 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.' : 'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows the session’s own message when the server gave none', async () => {
    const { user: person } = await renderSignup(language, {
      authenticate: () => Promise.resolve({ ok: false, error: { key: 'errors.noResponse' } }),
    });
    await person.type(input(text.name), 'Mariam Adel');
    await person.type(input(text.email), 'mariam@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.noResponse);
  });

  it('shows the screen’s fallback when the session gives no reason', async () => {
    // Today's session always names a reason; the screen still has its own text for one that does not.
    const { user: person } = await renderSignup(language, {
      authenticate: () => Promise.resolve({ ok: false, error: null } as unknown as AuthOutcome),
    });
    await person.type(input(text.name), 'Mariam Adel');
    await person.type(input(text.email), 'mariam@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.type(input(text.confirmPassword), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.fallback);
  });

  it('sends a user who is already signed in on to /account', async () => {
    await renderSignup(language, { restored: user });
    expect((await screen.findByRole('note')).textContent).toBe('/account REPLACE null');
  });

  it('links to login, passing the origin on', async () => {
    const { user: person } = await renderSignup(language, { from: '/favorites' });
    await person.click(screen.getByRole('link', { name: text.login }));
    expect(screen.getByRole('note').textContent).toBe('/login PUSH {"from":"/favorites"}');
  });

  it('with a client id configured, sends Google’s credential to the session as session.googleLogin, or says Google gave none', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-1.apps.googleusercontent.com');
    const initialize = vi.fn<GoogleAccountsId['initialize']>();
    window.google = { accounts: { id: { initialize, renderButton: () => {} } } };
    try {
      const { requests } = await renderSignup(language);
      expect(screen.getByRole('group', { name: text.googleLabel })).toBeTruthy();
      await waitFor(() => expect(initialize).toHaveBeenCalled());
      const callback = initialize.mock.calls[0]?.[0].callback as (response: GoogleCredentialResponse) => void;
      act(() => callback({}));
      expect(screen.getByRole('alert').textContent).toBe(text.noCredential);
      act(() => callback({ credential: 'header.payload.signature' }));
      await waitFor(() => expect(requests).toEqual([{ type: 'session.googleLogin', credential: 'header.payload.signature' }]));
      expect(screen.getByRole('button', { name: text.busy })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      delete window.google;
      vi.unstubAllEnvs();
    }
  });

  it('shows no identity-provider button when no client id is configured', async () => {
    await renderSignup(language);
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
