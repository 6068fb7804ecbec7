import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { startMswServer } from '../../../../tests/msw/server';
import { ContactScreen } from './contact-screen';

// Strict msw with no handlers: any call to a server fails the test (the spec: "Contact form: no call").
startMswServer();

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
    thanks: 'Thank you for your message! Our customer service team will get back to you soon.',
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
    thanks: 'شكرًا على رسالتك! سيعود إليك فريق خدمة العملاء قريبًا.',
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

  it('logs the message locally, with no server call, thanks the visitor and clears the form', async () => {
    const text = await renderContact(language);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    fireEvent.change(field(text.name), { target: { value: 'Mariam' } });
    fireEvent.change(field(text.surname), { target: { value: 'Adel' } });
    fireEvent.change(field(text.email), { target: { value: 'mariam@travellers.example' } });
    fireEvent.change(field<HTMLSelectElement>(text.request), { target: { value: 'support' } });
    fireEvent.change(field<HTMLTextAreaElement>(text.message), { target: { value: 'مرحبا، هل رحلات سيوة متاحة في أغسطس؟' } });
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe(text.thanks);
    await vi.waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(info).toHaveBeenCalledExactlyOnceWith('Contact form submitted', {
      name: 'Mariam',
      surname: 'Adel',
      email: 'mariam@travellers.example',
      telephone: '',
      request: 'support',
      message: 'مرحبا، هل رحلات سيوة متاحة في أغسطس؟',
    });
    expect(field(text.name).value).toBe('');
    expect(field<HTMLSelectElement>(text.request).value).toBe('');
    expect(field<HTMLTextAreaElement>(text.message).value).toBe('');
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
