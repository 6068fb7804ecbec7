import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { ContactScreen } from './contact-screen';

// Strict msw: only the calls a test serves are answered (item 5: the form now sends POST /api/Contact).
const server = startMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

const TEXT = {
  en: {
    name: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    telephone: 'Telephone (optional)',
    request: 'Request',
    message: 'Message',
    requests: ['Information', 'Support', 'Other'],
    submit: 'Send message',
    required: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    thanks: 'Thank you for your message! It has reached our customer service team, and we have sent you a copy by e-mail. We will get back to you soon.',
    failedTitle: 'Your message was not sent.',
    unreachable: 'We could not reach Rihla. Check your connection and try again.',
    kept: 'Everything you typed is still in the form.',
    tooMany: 'Too many attempts. Try again in 5 minutes.',
    retry: 'Retry',
    service: 'Customer service',
    forCompanies: 'For Companies',
  },
  ar: {
    name: 'الاسم الأول',
    surname: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    telephone: 'الهاتف (اختياري)',
    request: 'نوع الطلب',
    message: 'الرسالة',
    requests: ['استفسار', 'دعم', 'أخرى'],
    submit: 'إرسال الرسالة',
    required: 'هذا الحقل مطلوب.',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح.',
    thanks: 'شكرًا على رسالتك! وصلت إلى فريق خدمة العملاء، وأرسلنا إليك نسخة منها بالبريد الإلكتروني. سنرد عليك قريبًا.',
    failedTitle: 'لم تُرسل رسالتك.',
    unreachable: 'تعذّر الاتصال برحلة. تحقّق من اتصالك وحاول مرة أخرى.',
    kept: 'كل ما كتبته ما زال في النموذج.',
    tooMany: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 5 دقائق.',
    retry: 'إعادة المحاولة',
    service: 'خدمة العملاء',
    forCompanies: 'للشركات',
  },
} as const;

type Language = keyof typeof TEXT;

async function renderContact(language: Language) {
  await renderScreen(
    '/contact',
    <>
      <Route path="/contact" element={<ContactScreen />} />
      <Route path="/GetInTouch" element={<p>Partner application</p>} />
    </>,
    language,
  );
  return TEXT[language];
}

const field = <E extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<E>(label);

describe.each(['en', 'ar'] as const)('Contact Us in %s', (language) => {
  it('labels the six fields and offers the three request kinds', async () => {
    const text = await renderContact(language);
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    for (const label of [text.name, text.surname, text.email, text.telephone, text.message]) expect(field(label)).toBeTruthy();
    const request = field<HTMLSelectElement>(text.request);
    expect([...request.options].filter((option) => !option.disabled).map((option) => [option.value, option.textContent])).toEqual([
      ['info', text.requests[0]],
      ['support', text.requests[1]],
      ['other', text.requests[2]],
    ]);
  });

  it('names the required fields on submit and checks the e-mail, focusing the first field to fix', async () => {
    const text = await renderContact(language);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getAllByText(text.required)).toHaveLength(5);
    expect(field(text.telephone).getAttribute('aria-invalid')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(field(text.name)));
    fireEvent.change(field(text.name), { target: { value: 'Mariam' } });
    expect(screen.getAllByText(text.required)).toHaveLength(4);
    fireEvent.change(field(text.email), { target: { value: 'mariam@' } });
    fireEvent.blur(field(text.email));
    expect(screen.getByText(text.invalidEmail)).toBeTruthy();
  });

  function fillIn(text: (typeof TEXT)[Language]) {
    fireEvent.change(field(text.name), { target: { value: 'Mariam' } });
    fireEvent.change(field(text.surname), { target: { value: 'Adel' } });
    fireEvent.change(field(text.email), { target: { value: 'mariam@travellers.example' } });
    fireEvent.change(field<HTMLSelectElement>(text.request), { target: { value: 'support' } });
    fireEvent.change(field<HTMLTextAreaElement>(text.message), { target: { value: 'مرحبا، هل رحلات سيوة متاحة في أغسطس؟' } });
  }

  it('sends the message to customer service, shows the thanks in its language, focuses them and clears the form', async () => {
    const text = await renderContact(language);
    const sent: Array<{ body: unknown; language: string | null }> = [];
    server.use(
      handle('post', '/api/Contact', async ({ request, ok }) => {
        sent.push({ body: await request.json(), language: request.headers.get('Accept-Language') });
        return ok({ message: text.thanks }, 201);
      }),
    );
    fillIn(text);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe(text.thanks);
    await vi.waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(sent.map((call) => call.body)).toEqual([
      { name: 'Mariam', surname: 'Adel', email: 'mariam@travellers.example', telephone: null, request: 'support', message: 'مرحبا، هل رحلات سيوة متاحة في أغسطس؟' },
    ]);
    // Asked in the page's language, so the acknowledgement mail is in it too.
    expect(sent[0]?.language?.startsWith(language)).toBe(true);
    expect(field(text.name).value).toBe('');
    expect(field<HTMLSelectElement>(text.request).value).toBe('');
    expect(field<HTMLTextAreaElement>(text.message).value).toBe('');
  });

  it('keeps everything typed when the send fails, says why, and Retry sends it again', async () => {
    const text = await renderContact(language);
    let calls = 0;
    server.use(
      handle('post', '/api/Contact', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(429, text.tooMany) : ok({ message: text.thanks }, 201);
      }),
    );
    fillIn(text);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text.failedTitle);
    expect(alert.textContent).toContain(text.tooMany);
    expect(alert.textContent).toContain(text.kept);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field(text.name).value).toBe('Mariam');
    expect(field<HTMLSelectElement>(text.request).value).toBe('support');
    expect(field<HTMLTextAreaElement>(text.message).value).toBe('مرحبا، هل رحلات سيوة متاحة في أغسطس؟');
    fireEvent.click(within(alert).getByRole('button', { name: text.retry }));
    expect((await screen.findByRole('status')).textContent).toBe(text.thanks);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('says in its own words when Rihla cannot be reached', async () => {
    const text = await renderContact(language);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handle('post', '/api/Contact', ({ fail }) => fail(500, 'Internal error')));
    fillIn(text);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text.unreachable);
    expect(alert.textContent).not.toContain('Internal error');
    expect(field(text.surname).value).toBe('Adel');
  });

  it('shows the customer-service phone and e-mail, and For Companies leads to the partner application', async () => {
    const text = await renderContact(language);
    const service = screen.getByRole('complementary', { name: text.service });
    expect(within(service).getByRole('link', { name: '+20 2 2736 0000' }).getAttribute('href')).toBe('tel:+20227360000');
    expect(within(service).getByRole('link', { name: 'hello@rihla-egypt.com' }).getAttribute('href')).toBe('mailto:hello@rihla-egypt.com');
    fireEvent.click(within(service).getByRole('link', { name: text.forCompanies }));
    expect(shownLocation().pathname).toBe('/GetInTouch');
  });
});
