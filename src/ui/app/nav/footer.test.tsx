import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '../../../../tests/i18n';
import { CONTACT_EMAIL, FooterContent } from './footer';

async function renderFooter(language: 'en' | 'ar') {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FooterContent />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('footer, in English', () => {
  it("links the spec's pages and Become a Partner", async () => {
    await renderFooter('en');
    const links = within(screen.getByRole('navigation', { name: 'Explore' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Companies', '/companies'],
      ['Travels', '/travels'],
      ['Events', '/events'],
      ['About Us', '/about-us'],
      ['Get In Touch', '/GetInTouch'],
      ['Contact Us', '/contact'],
    ]);
    expect(hrefOf('Become a Partner')).toBe('/GetInTouch');
  });

  it('carries the guide pages nothing else links to', async () => {
    await renderFooter('en');
    const links = within(screen.getByRole('navigation', { name: 'Discover Egypt' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our Services', '/services'],
      ['Cities', '/cities'],
      ['Museums', '/museums'],
      ['Mountains', '/mountains'],
      ['Beaches', '/beaches'],
      ['Monuments', '/heritage'],
    ]);
  });

  it('says Rihla helps companies manage payments, and offers the newsletter', async () => {
    await renderFooter('en');
    expect(screen.getByText(/helps travel companies .* manage their bookings and payments/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByText(/Weekly updates and exclusive tour packages/)).toBeTruthy();
    expect(hrefOf('Subscribe by e-mail')).toBe(`mailto:${CONTACT_EMAIL}?subject=Subscribe%20me%20to%20the%20Rihla%20newsletter`);
  });

  it('gives a contact e-mail and phone that open the mail and phone apps', async () => {
    await renderFooter('en');
    expect(hrefOf(CONTACT_EMAIL)).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(hrefOf('+20 2 2736 0000')).toBe('tel:+20227360000');
  });

  it('opens each social account in a new tab, safely, with a name a screen reader can say', async () => {
    await renderFooter('en');
    for (const network of ['Facebook', 'Instagram', 'X', 'YouTube']) {
      const link = screen.getByRole('link', { name: `Rihla on ${network} (opens in a new tab)` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/(www\.)?(facebook|instagram|x|youtube)\.com\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
  });
});

describe('footer, in Arabic', () => {
  it('reads in Arabic with the same links, and keeps the e-mail and phone left to right', async () => {
    await renderFooter('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const links = within(screen.getByRole('navigation', { name: 'استكشف' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/companies', '/travels', '/events', '/about-us', '/GetInTouch', '/contact']);
    expect(links.map((link) => link.textContent)).toEqual(['الشركات', 'الرحلات', 'الفعاليات', 'من نحن', 'تواصل معنا', 'اتصل بنا']);
    const guide = within(screen.getByRole('navigation', { name: 'اكتشف مصر' })).getAllByRole('link');
    expect(guide.map((link) => link.textContent)).toEqual(['خدماتنا', 'المدن', 'المتاحف', 'الجبال', 'الشواطئ', 'الآثار']);
    expect(hrefOf('كن شريكًا')).toBe('/GetInTouch');
    expect(screen.getByText(/تحديثات أسبوعية وباقات رحلات حصرية/)).toBeTruthy();
    expect(screen.getByText(/إدارة حجوزاتهم ومدفوعاتهم/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'رحلة على Facebook (يفتح في علامة تبويب جديدة)' }).getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '+20 2 2736 0000' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL }).getAttribute('dir')).toBe('ltr');
  });
});
