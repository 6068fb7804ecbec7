import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RESET_EMAIL_KEY, RESET_TOKEN_KEY } from '@/machines/password-reset/password-reset.actors';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { ResetPasswordScreen } from './reset-password-screen';

const server = startMswServer();

afterEach(() => {
  vi.useRealTimers();
});

const TEXT = {
  en: {
    title: 'Reset password',
    invalidLink: 'Invalid reset link. Please request a new one',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Reset Password',
    login: 'Log in',
    weak: 'Password must be at least 8 characters with letters, numbers, and special characters',
    mismatch: 'Passwords do not match',
    success: 'Your password has been reset. Taking you to the login page…',
    fallback: 'Error resetting password. Please try again.',
    expired: 'This reset link has expired. Please request a new one.',
  },
  ar: {
    title: 'إعادة تعيين كلمة المرور',
    invalidLink: 'رابط إعادة التعيين غير صالح. يرجى طلب رابط جديد',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    submit: 'إعادة تعيين كلمة المرور',
    login: 'تسجيل الدخول',
    weak: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حروف وأرقام ورموز خاصة',
    mismatch: 'كلمتا المرور غير متطابقتين',
    success: 'تمت إعادة تعيين كلمة المرور. سننقلك إلى صفحة تسجيل الدخول…',
    fallback: 'حدث خطأ أثناء إعادة تعيين كلمة المرور. يرجى المحاولة مرة أخرى.',
    expired: 'انتهت صلاحية رابط إعادة التعيين. يرجى طلب رابط جديد.',
  },
} as const;

const LINK = '/account/reset-password?email=mariam%40travellers.example&token=tok-123';

/** Lets promises (the link reading, a request and its answer) settle, on a fake clock or the real one. */
function settle(): Promise<void> {
  return act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

/** Both addresses of the screen, as the app routes them, with a stand-in login page. */
async function renderReset(language: keyof typeof TEXT, entry: string) {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordScreen />} />
          <Route path="/account/reset-password" element={<ResetPasswordScreen />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await settle(); // the link is read
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe.each(['en', 'ar'] as const)('Reset password screen (%s)', (language) => {
  const text = TEXT[language];

  it.each([
    ['no token', '/reset-password?email=mariam%40travellers.example'],
    ['no e-mail', '/reset-password?token=tok-123'],
    ['an empty token', '/account/reset-password?email=mariam%40travellers.example&token='],
  ])('says the link is invalid with %s, and offers Log in', async (_case, entry) => {
    await renderReset(language, entry);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text.title);
    expect(screen.getByRole('alert').textContent).toBe(text.invalidLink);
    expect(screen.queryByLabelText(text.newPassword)).toBeNull();
    expect(screen.getByRole('link', { name: text.login }).getAttribute('href')).toBe('/login');
  });

  it('names each broken rule on the field it belongs to, and sends nothing', async () => {
    await renderReset(language, LINK);
    fireEvent.change(field(text.newPassword), { target: { value: 'nile2026' } });
    fireEvent.change(field(text.confirmPassword), { target: { value: 'nile2027' } });
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text.weak, text.mismatch]);
    expect(field(text.newPassword).getAttribute('aria-invalid')).toBe('true');
    expect(field(text.newPassword).getAttribute('aria-describedby')).toContain(screen.getByText(text.weak).id);
    expect(field(text.confirmPassword).getAttribute('aria-invalid')).toBe('true');
    // Editing a field clears its message.
    fireEvent.change(field(text.newPassword), { target: { value: 'Nile#2026' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text.mismatch]);
  });

  it('resets the password, clears the stored link, and goes to /login after 2 s', async () => {
    vi.useFakeTimers();
    const seen: { token: string | null; body: unknown; language: string | null }[] = [];
    server.use(
      handle('post', '/api/Auth/resetpassword', async ({ request, ok }) => {
        seen.push({ token: new URL(request.url).searchParams.get('token'), body: await request.json(), language: request.headers.get('Accept-Language') });
        return ok({ message: 'Your password has been reset.' });
      }),
    );
    await renderReset(language, LINK);
    // Opened from a link: kept for a reload.
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBe('mariam@travellers.example');
    expect(localStorage.getItem(RESET_TOKEN_KEY)).toBe('tok-123');
    fireEvent.change(field(text.newPassword), { target: { value: 'Karnak@Luxor9' } });
    fireEvent.change(field(text.confirmPassword), { target: { value: 'Karnak@Luxor9' } });
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    await settle();
    await settle();
    expect(seen).toEqual([{ token: 'tok-123', body: { email: 'mariam@travellers.example', newPassword: 'Karnak@Luxor9' }, language }]);
    expect(screen.getByRole('status').textContent).toBe(text.success);
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(RESET_TOKEN_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText('Login page')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(text.success);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it("shows the server's message when the reset is refused, else the fallback", async () => {
    server.use(handle('post', '/api/Auth/resetpassword', ({ fail }) => fail(400, text.expired)));
    await renderReset(language, LINK);
    fireEvent.change(field(text.newPassword), { target: { value: 'Karnak@Luxor9' } });
    fireEvent.change(field(text.confirmPassword), { target: { value: 'Karnak@Luxor9' } });
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text.expired));
    expect(localStorage.getItem(RESET_TOKEN_KEY)).toBe('tok-123');

    server.use(handle('post', '/api/Auth/resetpassword', ({ networkError }) => networkError()));
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text.fallback));
  });

  it('after a reload of the bare address, the stored link still opens the form', async () => {
    localStorage.setItem(RESET_EMAIL_KEY, 'mariam@travellers.example');
    localStorage.setItem(RESET_TOKEN_KEY, 'tok-123');
    await renderReset(language, '/reset-password');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(text.newPassword)).toBeTruthy();
    expect(screen.getByText(/mariam@travellers\.example/)).toBeTruthy();
  });
});
