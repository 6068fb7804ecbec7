import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import type { AuthOutcome, AuthRequest } from '@/machines/session/session.actors';
import { sessionMachine } from '@/machines/session/session.machine';
import { createTestI18n } from '../../../../tests/i18n';
import type { GoogleAccountsId, GoogleCredentialResponse } from '../../kit/google-sign-in/google-identity';
import type { ErrorStatus, SuccessBody } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { Session } from '../../app/session';
import { LoginScreen } from './login-screen';

const server = startMswServer();

/**
 * Contract-typed msw answers for the two calls this screen makes. tests/msw/handlers.ts cannot be loaded
 * under jsdom (Vite rewrites its `new URL('../../openapi/rihla.yaml', import.meta.url)` against the
 * page's address, so reading the contract fails), so its types are used here and the handlers are made
 * with msw directly: the paths, statuses and bodies still come from the contract's `paths`.
 */
const API_BASE = 'http://api.rihla.test';
type Answers = {
  '/api/Auth/login':
    | { status: 200; body: SuccessBody<'/api/Auth/login', 'post'> }
    | { status: ErrorStatus<'/api/Auth/login', 'post'>; body: { message: string } }
    | 'network';
  '/api/Auth/forgotpassword':
    | { status: 200; body: SuccessBody<'/api/Auth/forgotpassword', 'post'> }
    | { status: ErrorStatus<'/api/Auth/forgotpassword', 'post'>; body: { message: string } }
    | 'network';
};

function answerPost<P extends keyof Answers>(path: P, answer: (request: Request) => Answers[P] | Promise<Answers[P]>) {
  return http.post(`${API_BASE}${path}`, async ({ request }) => {
    const chosen: Answers[keyof Answers] = await answer(request);
    return chosen === 'network' ? HttpResponse.error() : HttpResponse.json(chosen.body, { status: chosen.status });
  });
}

/** What the user reads, in each language, written out here so a missing or wrong translation fails. */
const TEXT = {
  en: {
    title: 'Welcome back',
    username: 'Username or email',
    password: 'Password',
    submit: 'Log In',
    busy: 'Logging In...',
    forgot: 'Forgot password?',
    signup: 'Sign up',
    usernameRequired: 'Username or email is required',
    invalidEmail: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    weakPassword: 'Password must be at least 8 characters long and include letters, numbers, and special characters.',
    resetNeedsHandle: 'Email is required to reset password',
    resetSent: (email: string) => `Password reset instructions sent to ${email}`,
    resetFailed: 'Failed to send reset instructions',
    sessionLoginFailed: 'Login failed',
    fallback: 'Login failed. Please check your credentials and try again.',
    googleLabel: 'Or log in with',
    noCredential: 'No credential received from Google',
  },
  ar: {
    title: 'مرحبًا بعودتك',
    username: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    busy: 'جارٍ تسجيل الدخول...',
    forgot: 'نسيت كلمة المرور؟',
    signup: 'أنشئ حسابًا',
    usernameRequired: 'اسم المستخدم أو البريد الإلكتروني مطلوب',
    invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صحيح',
    passwordRequired: 'كلمة المرور مطلوبة',
    weakPassword: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وأن تتضمن حروفًا وأرقامًا ورموزًا خاصة.',
    resetNeedsHandle: 'البريد الإلكتروني مطلوب لإعادة تعيين كلمة المرور',
    resetSent: (email: string) => `تم إرسال تعليمات إعادة تعيين كلمة المرور إلى ${email}`,
    resetFailed: 'فشل إرسال تعليمات إعادة التعيين',
    sessionLoginFailed: 'فشل تسجيل الدخول',
    fallback: 'فشل تسجيل الدخول. يرجى التحقق من بياناتك والمحاولة مرة أخرى.',
    googleLabel: 'أو سجّل الدخول باستخدام',
    noCredential: 'لم يتم استلام بيانات الاعتماد من Google',
  },
} as const;

type Language = keyof typeof TEXT;

const user: SessionUser = { id: 'u-1', name: 'Omar Hassan', email: 'omar@travellers.example', phone: null, avatar: null, token: 'a.b.c' };

/** Where the screen sent the user, how (push or replace), and with what state. */
function Arrived() {
  const location = useLocation();
  const type = useNavigationType();
  return <p role="note">{`${location.pathname}${location.search} ${type} ${JSON.stringify(location.state ?? null)}`}</p>;
}

interface Options {
  from?: string;
  restored?: SessionUser | null;
  /** The session's sign-in; absent: the real one, calling the API (answered by msw). */
  authenticate?: (request: AuthRequest) => Promise<AuthOutcome>;
}

async function renderLogin(language: Language, options: Options = {}) {
  const i18n = await createTestI18n(language);
  const requests: AuthRequest[] = [];
  const authenticate = options.authenticate;
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(options.restored ?? null)),
      ...(authenticate && {
        authenticate: fromPromise<AuthOutcome, AuthRequest>(({ input }) => {
          requests.push(input);
          return authenticate(input);
        }),
      }),
    },
  });
  // In StrictMode, as the app renders (src/ui/app/main.tsx): effects and actors start, stop and start again.
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Session.Provider logic={logic}>
          <MemoryRouter initialEntries={['/', { pathname: '/login', state: options.from ? { from: options.from } : null }]} initialIndex={1}>
            <Routes>
              <Route path="/login" element={<LoginScreen />} />
              <Route path="*" element={<Arrived />} />
            </Routes>
          </MemoryRouter>
        </Session.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
  if (!options.restored) {
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: TEXT[language].submit }).disabled).toBe(false));
  }
  return { requests, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

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
  expect(input(label).getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByText(message)).toBeNull();
}

const never = () => new Promise<never>(() => {});

describe.each(['en', 'ar'] as const)('Login screen (%s)', (language) => {
  const text = TEXT[language];

  it('shows both required messages on submit and clears each when its field is edited', async () => {
    const { user: person, requests } = await renderLogin(language, { authenticate: never });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: text.submit }));
    expectError(text.username, text.usernameRequired);
    expectError(text.password, text.passwordRequired);
    expect(document.activeElement).toBe(input(text.username));
    await person.type(input(text.username), 'o');
    expectNoError(text.username, text.usernameRequired);
    expectError(text.password, text.passwordRequired);
    await person.type(input(text.password), 'N');
    expectNoError(text.password, text.passwordRequired);
    expect(requests).toEqual([]);
  });

  it('checks the handle as an e-mail address only when it is one, and the password against the strength rule', async () => {
    const { user: person, requests } = await renderLogin(language, { authenticate: never });
    await person.type(input(text.username), 'omar@travellers');
    await person.type(input(text.password), 'password1');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expectError(text.username, text.invalidEmail);
    expectError(text.password, text.weakPassword);
    await person.clear(input(text.username));
    await person.type(input(text.username), 'OmarHassan');
    expectNoError(text.username, text.invalidEmail);
    await person.type(input(text.password), '!');
    expectNoError(text.password, text.weakPassword);
    await person.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(requests).toEqual([{ type: 'session.login', userName: 'OmarHassan', password: 'password1!' }]));
  });

  it(`reads '${text.busy}' with the inputs and the button disabled while the session signs in`, async () => {
    const { user: person } = await renderLogin(language, { authenticate: never });
    await person.type(input(text.username), 'omar@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: text.busy });
    expect(busy.disabled).toBe(true);
    expect(input(text.username).disabled).toBe(true);
    expect(input(text.password).disabled).toBe(true);
  });

  it('goes to the origin after logging in, replacing the login page in history', async () => {
    const { user: person } = await renderLogin(language, { from: '/favorites?sort=new', authenticate: () => Promise.resolve({ ok: true, user }) });
    await person.type(input(text.username), 'omar@travellers.example');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('note')).textContent).toBe('/favorites?sort=new REPLACE null');
  });

  it('goes to /account after logging in when there is no origin', async () => {
    const { user: person } = await renderLogin(language, { authenticate: () => Promise.resolve({ ok: true, user }) });
    await person.type(input(text.username), 'OmarHassan');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('note')).textContent).toBe('/account REPLACE null');
  });

  it('shows the server’s own message (in the page’s language) and keeps the handle and the password', async () => {
    const message = language === 'ar' ? 'فشل تسجيل الدخول. يرجى التحقق من اسم المستخدم.' : 'Login failed. Please check your username or email and password and try again.';
    const languages: (string | null)[] = [];
    server.use(
      answerPost('/api/Auth/login', (request) => {
        languages.push(request.headers.get('Accept-Language'));
        return { status: 401, body: { message } };
      }),
    );
    const { user: person } = await renderLogin(language);
    await person.type(input(text.username), 'OmarHassan');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(languages).toEqual([language]);
    expect(input(text.username).value).toBe('OmarHassan');
    expect(input(text.password).value).toBe('Nile#2026');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: text.submit }).disabled).toBe(false);
  });

  it('shows the session’s translated message when the server answered without one', async () => {
    const { user: person } = await renderLogin(language, {
      authenticate: () => Promise.resolve({ ok: false, error: { key: 'errors.loginFailed' } }),
    });
    await person.type(input(text.username), 'OmarHassan');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.sessionLoginFailed);
  });

  it('shows the screen’s fallback when the session gives no reason', async () => {
    // Today's session always names a reason; the screen still has its own text for one that does not.
    const { user: person } = await renderLogin(language, {
      authenticate: () => Promise.resolve({ ok: false, error: null } as unknown as AuthOutcome),
    });
    await person.type(input(text.username), 'OmarHassan');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.fallback);
  });

  it('forgot password needs the user name or e-mail first, and the message clears when it is typed', async () => {
    const { user: person } = await renderLogin(language, { authenticate: never });
    await person.click(screen.getByRole('button', { name: text.forgot }));
    expectError(text.username, text.resetNeedsHandle);
    expect(document.activeElement).toBe(input(text.username));
    await person.type(input(text.username), 'o');
    expectNoError(text.username, text.resetNeedsHandle);
  });

  it('forgot password sends the typed handle with a reset link on this site, then says where the instructions went', async () => {
    const bodies: unknown[] = [];
    server.use(
      answerPost('/api/Auth/forgotpassword', async (request) => {
        bodies.push(await request.json());
        return { status: 200, body: { message: 'sent' } };
      }),
    );
    const { user: person } = await renderLogin(language, { authenticate: never });
    await person.type(input(text.username), 'omar+trips@travellers.example');
    await person.click(screen.getByRole('button', { name: text.forgot }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text.resetSent('omar+trips@travellers.example')));
    expect(bodies).toEqual([
      { email: 'omar+trips@travellers.example', url: 'http://localhost:3000/reset-password?email=omar%2Btrips%40travellers.example&token=' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Too many attempts" with the server’s wait, on logging in and on forgot password (429)', async () => {
    const message = language === 'ar' ? 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 5 دقائق.' : 'Too many attempts. Try again in 5 minutes.';
    server.use(
      answerPost('/api/Auth/login', () => ({ status: 429, body: { message } })),
      answerPost('/api/Auth/forgotpassword', () => ({ status: 429, body: { message } })),
    );
    const { user: person } = await renderLogin(language);
    await person.type(input(text.username), 'OmarHassan');
    await person.type(input(text.password), 'Nile#2026');
    await person.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await person.click(screen.getByRole('button', { name: text.forgot }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message, message]));
  });

  it('forgot password says sending failed when the server refuses or cannot be reached', async () => {
    server.use(answerPost('/api/Auth/forgotpassword', () => ({ status: 500, body: { message: 'Internal error' } })));
    const { user: person } = await renderLogin(language, { authenticate: never });
    await person.type(input(text.username), 'OmarHassan');
    await person.click(screen.getByRole('button', { name: text.forgot }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.resetFailed);
    server.use(answerPost('/api/Auth/forgotpassword', () => 'network'));
    await person.click(screen.getByRole('button', { name: text.forgot }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: text.forgot }).disabled).toBe(false));
    expect(screen.getByRole('alert').textContent).toBe(text.resetFailed);
  });

  it('sends a user who is already signed in on to /account', async () => {
    await renderLogin(language, { restored: user });
    expect((await screen.findByRole('note')).textContent).toBe('/account REPLACE null');
  });

  it('links to sign-up, passing the origin on', async () => {
    const { user: person } = await renderLogin(language, { from: '/my-bookings', authenticate: never });
    await person.click(screen.getByRole('link', { name: text.signup }));
    expect(screen.getByRole('note').textContent).toBe('/signup PUSH {"from":"/my-bookings"}');
  });

  it('with a client id configured, sends Google’s credential to the session as session.googleLogin, or says Google gave none', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-1.apps.googleusercontent.com');
    const initialize = vi.fn<GoogleAccountsId['initialize']>();
    window.google = { accounts: { id: { initialize, renderButton: () => {} } } };
    try {
      const { requests } = await renderLogin(language, { authenticate: never });
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
      // The API client already has its base: only the client id is undone here.
      vi.unstubAllEnvs();
    }
  });

  it('shows no identity-provider button when no client id is configured', async () => {
    await renderLogin(language, { authenticate: never });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
