import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@/api/auth';
import { CURRENT_USER_KEY } from '@/api/stored-session';
import { RequireUser } from '@/ui/app/require-user';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle, TEST_API_BASE } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { AccountScreen } from './account-screen';
import { liveToken as sessionToken, storeSignedInUser } from '../../../../tests/fixtures/session';

const server = startMswServer();

afterEach(() => {
  vi.useRealTimers();
});

/** A token the session accepts for u-1, told apart by `label`. */
const liveToken = (label: string) => sessionToken('u-1', { extra: { label } });
function storedUser(): SessionUser {
  return { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: null, token: liveToken('old') };
}

const TEXT = {
  en: {
    phoneNotSet: 'Phone Not Set',
    edit: 'Edit',
    save: 'Save',
    name: 'Name',
    phone: 'Phone (optional)',
    photo: 'Change photo',
    resetPassword: 'Reset Password',
    currentPassword: 'Current password',
    send: 'Send reset link',
    logout: 'Logout',
    currentPasswordRequired: 'Current password required',
    invalidImageType: 'Please choose an image file (PNG, JPEG or WebP).',
    imageTooLarge: 'The image must be 2 MB or smaller.',
    sent: 'Password reset instructions sent to mariam@travellers.example',
    resetFailed: 'Failed to send reset instructions',
    noUserData: 'No user data found. Please log in to see your account.',
  },
  ar: {
    phoneNotSet: 'لم يُحدَّد رقم الهاتف',
    edit: 'تعديل',
    save: 'حفظ',
    name: 'الاسم',
    phone: 'الهاتف (اختياري)',
    photo: 'تغيير الصورة',
    resetPassword: 'إعادة تعيين كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    send: 'إرسال رابط إعادة التعيين',
    logout: 'تسجيل الخروج',
    currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
    invalidImageType: 'يرجى اختيار ملف صورة (PNG أو JPEG أو WebP).',
    imageTooLarge: 'يجب ألا يزيد حجم الصورة على 2 ميغابايت.',
    sent: 'تم إرسال تعليمات إعادة تعيين كلمة المرور إلى mariam@travellers.example',
    resetFailed: 'تعذّر إرسال تعليمات إعادة التعيين',
    noUserData: 'لم يتم العثور على بيانات المستخدم. يرجى تسجيل الدخول لعرض حسابك.',
  },
} as const;

type Language = keyof typeof TEXT;

/** Lets promises (the session's restore, a request and its answer) settle, on a fake clock or the real one. */
function settle(): Promise<void> {
  return act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

/** The account route as the app has it (behind the guard), with a stand-in login page. */
async function renderAccount(language: Language, { guarded = true } = {}) {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route
              path="/account"
              element={
                guarded ? (
                  <RequireUser>
                    <AccountScreen />
                  </RequireUser>
                ) : (
                  <AccountScreen />
                )
              }
            />
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>,
  );
  await settle(); // the stored session is restored
}
const waitForText = (text: string) => vi.waitFor(() => expect(screen.getByText(text)).toBeTruthy());

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const imageFile = (size: number, type: string, name = 'photo.png') => new File([new Uint8Array(size)], name, { type });

describe.each(['en', 'ar'] as const)('Account screen (%s)', (language) => {
  const text = TEXT[language];

  it("shows the profile with 'Phone Not Set', in the page's direction", async () => {
    storeSignedInUser(storedUser());
    await renderAccount(language);
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(screen.getByRole('heading', { name: 'Mariam Adel' })).toBeTruthy();
    expect(screen.getByText('mariam@travellers.example')).toBeTruthy();
    expect(screen.getByText(text.phoneNotSet)).toBeTruthy();
    expect(button(text.edit)).toBeTruthy();
    expect(button(text.resetPassword)).toBeTruthy();
    expect(button(text.logout)).toBeTruthy();
  });

  it('edits and saves name and phone through the server, then shows and stores the answer', async () => {
    const user = storedUser();
    storeSignedInUser(user);
    const seen: { body: unknown; authorization: string | null; language: string | null }[] = [];
    const newToken = liveToken('new');
    server.use(
      handle('put', '/api/Auth/updateuser', async ({ request, ok }) => {
        seen.push({ body: await request.json(), authorization: request.headers.get('Authorization'), language: request.headers.get('Accept-Language') });
        return ok({
          token: newToken,
          userId: 'u-1',
          userName: 'MariamAdel',
          email: 'mariam@travellers.example',
          user: { id: 'u-1', name: 'Mariam Adel-Nour', email: 'mariam@travellers.example', phone: '+20 100 123 4567', avatar: null, role: 'traveller' },
        });
      }),
    );
    await renderAccount(language);
    fireEvent.click(button(text.edit));
    expect(field(text.name).value).toBe('Mariam Adel');
    fireEvent.change(field(text.name), { target: { value: 'Mariam Adel-Nour' } });
    fireEvent.change(field(text.phone), { target: { value: '+20 100 123 4567' } });
    fireEvent.click(button(text.save));
    await waitForText('+20 100 123 4567');

    expect(seen).toEqual([
      {
        body: { name: 'Mariam Adel-Nour', email: 'mariam@travellers.example', phone: '+20 100 123 4567' },
        authorization: `Bearer ${user.token}`,
        language,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Mariam Adel-Nour' })).toBeTruthy();
    expect(screen.queryByText(text.phoneNotSet)).toBeNull();
    expect(screen.queryByLabelText(text.name)).toBeNull(); // back to the profile view
    const stored = JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? '{}') as SessionUser;
    expect(stored).toMatchObject({ name: 'Mariam Adel-Nour', phone: '+20 100 123 4567', token: newToken });
  });

  it("shows the server's message when the save is refused, and keeps the form", async () => {
    storeSignedInUser(storedUser());
    const message = language === 'ar' ? 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' : 'An account with this email address already exists.';
    server.use(handle('put', '/api/Auth/updateuser', ({ fail }) => fail(409, message)));
    await renderAccount(language);
    fireEvent.click(button(text.edit));
    fireEvent.click(button(text.save));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(field(text.name).value).toBe('Mariam Adel');
  });

  it('refuses a file that is not an image, and an image over 2 MB, before any upload', async () => {
    storeSignedInUser(storedUser());
    await renderAccount(language);
    fireEvent.click(button(text.edit));
    const photoInput = field(text.photo);
    fireEvent.change(photoInput, { target: { files: [imageFile(20, 'application/pdf', 'licence.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe(text.invalidImageType);
    expect(photoInput.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(photoInput, { target: { files: [imageFile(2 * 1024 * 1024 + 1, 'image/jpeg', 'big.jpg')] } });
    expect(screen.getByRole('alert').textContent).toBe(text.imageTooLarge);
    fireEvent.change(photoInput, { target: { files: [imageFile(100, 'image/png')] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(photoInput.getAttribute('aria-invalid')).toBeNull();
  });

  it('uploads a chosen photo with the profile and shows the new avatar', async () => {
    storeSignedInUser(storedUser());
    const order: string[] = [];
    server.use(
      handle('post', '/api/Auth/avatar', ({ request, ok }) => {
        order.push(`avatar ${request.headers.get('Content-Type')?.split(';')[0] ?? ''}`);
        return ok({ id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: '/uploads/avatars/0f.png', role: 'traveller' });
      }),
      handle('put', '/api/Auth/updateuser', ({ ok }) => {
        order.push('profile');
        return ok({
          token: liveToken('new'),
          userId: 'u-1',
          userName: 'MariamAdel',
          email: 'mariam@travellers.example',
          user: { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: '/uploads/avatars/0f.png', role: 'traveller' },
        });
      }),
    );
    await renderAccount(language);
    fireEvent.click(button(text.edit));
    fireEvent.change(field(text.photo), { target: { files: [imageFile(100, 'image/png')] } });
    fireEvent.click(button(text.save));
    await vi.waitFor(() => expect(button(text.edit)).toBeTruthy());
    expect(order).toEqual(['avatar multipart/form-data', 'profile']);
    expect(screen.getByRole<HTMLImageElement>('img').src).toBe(`${TEST_API_BASE}/uploads/avatars/0f.png`);
  });

  it('requires the current password, then sends the reset link for the e-mail and closes 3 s after the success', async () => {
    vi.useFakeTimers();
    storeSignedInUser(storedUser());
    const bodies: unknown[] = [];
    server.use(
      handle('post', '/api/Auth/forgotpassword', async ({ request, ok }) => {
        bodies.push(await request.json());
        return ok({ message: 'sent' });
      }),
    );
    await renderAccount(language);
    fireEvent.click(button(text.resetPassword));
    fireEvent.click(button(text.send));
    expect(screen.getByRole('alert').textContent).toBe(text.currentPasswordRequired);
    expect(field(text.currentPassword).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(text.currentPassword), { target: { value: 'Old#pass1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button(text.send));
    await settle();
    await settle();
    expect(screen.getByRole('status').textContent).toBe(text.sent);
    // The current password is only asked for: the request carries the e-mail and the link back to this site.
    expect(bodies).toEqual([
      { email: 'mariam@travellers.example', url: 'http://localhost:3000/account/reset-password?email=mariam%40travellers.example&token=' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('status').textContent).toBe(text.sent);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(button(text.resetPassword)).toBeTruthy();
  });

  it("says 'Failed to send reset instructions' when the request fails", async () => {
    storeSignedInUser(storedUser());
    server.use(handle('post', '/api/Auth/forgotpassword', ({ fail }) => fail(500, 'mail server down')));
    await renderAccount(language);
    fireEvent.click(button(text.resetPassword));
    fireEvent.change(field(text.currentPassword), { target: { value: 'Old#pass1' } });
    fireEvent.click(button(text.send));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text.resetFailed));
  });

  it('logs out on the server and goes to /login', async () => {
    storeSignedInUser(storedUser());
    const loggedOut: (string | null)[] = [];
    server.use(
      handle('post', '/api/Auth/logout', ({ request, outsideContract }) => {
        loggedOut.push(request.headers.get('Authorization'));
        // 204 No Content: the contract's answer, which has no JSON body for `ok` to send.
        return outsideContract(new Response(null, { status: 204 }));
      }),
    );
    await renderAccount(language);
    fireEvent.click(button(text.logout));
    await waitForText('Login page');
    await vi.waitFor(() => expect(loggedOut).toHaveLength(1));
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('shows the no-user-data error when there is no user', async () => {
    await renderAccount(language, { guarded: false });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(text.noUserData);
    expect(within(alert.parentElement as HTMLElement).getByRole('link').getAttribute('href')).toBe('/login');
  });
});
