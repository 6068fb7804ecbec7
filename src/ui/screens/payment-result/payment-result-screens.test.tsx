import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { advance, renderFlow } from './payment-flow-harness';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('/payment-success', () => {
  it('says the payment went through and goes home after 4 s', async () => {
    await renderFlow('/payment-success', 'en');
    expect(heading()).toBe('Payment successful');
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your payment went through and your booking is confirmed.');
    expect(screen.getByText('Returning to the home page in 4 s…')).toBeTruthy();
    await advance(2000);
    expect(screen.getByText('Returning to the home page in 2 s…')).toBeTruthy();
    await advance(1999);
    expect(heading()).toBe('Payment successful');
    await advance(1);
    expect(heading()).toBe('Home page');
  });

  it('goes home at once from the link', async () => {
    await renderFlow('/payment-success', 'en');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page now' }));
    expect(heading()).toBe('Home page');
  });

  it('goes to My Bookings from the other link, and the countdown goes with the page', async () => {
    await renderFlow('/payment-success', 'en');
    fireEvent.click(screen.getByRole('link', { name: 'View My Bookings' }));
    expect(heading()).toBe('My Bookings page');
    await advance(10_000);
    expect(heading()).toBe('My Bookings page');
  });

  it('stays when the traveller stops the countdown', async () => {
    await renderFlow('/payment-success', 'en');
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText('This page will stay open.')).toBeTruthy();
    await advance(60_000);
    expect(heading()).toBe('Payment successful');
  });
});

describe('/payment-failed', () => {
  it("shows 'Payment could not be completed.' when no error was passed, and goes home after 5 s", async () => {
    await renderFlow('/payment-failed', 'en');
    expect(heading()).toBe('Payment not completed');
    expect(screen.getByRole('alert').textContent).toBe('Payment could not be completed.');
    expect(screen.getByText('Returning to the home page in 5 s…')).toBeTruthy();
    await advance(4999);
    expect(heading()).toBe('Payment not completed');
    await advance(1);
    expect(heading()).toBe('Home page');
  });

  it('shows the error passed to it, with links home and to My Bookings to try again', async () => {
    await renderFlow('/payment-failed', 'en', { state: { error: 'Payment failed. Please try again.' } });
    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Go to the home page now' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Try again from My Bookings' }));
    expect(heading()).toBe('My Bookings page');
    await advance(10_000); // the countdown went with the page
    expect(heading()).toBe('My Bookings page');
  });

  it('reads right to left in Arabic, with the default message', async () => {
    await renderFlow('/payment-failed', 'ar', { state: { error: '' } });
    expect(document.documentElement.dir).toBe('rtl');
    expect(heading()).toBe('لم يكتمل الدفع');
    expect(screen.getByRole('alert').textContent).toBe('تعذّر إتمام الدفع.');
    expect(screen.getByText('العودة إلى الصفحة الرئيسية خلال 5 ث…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى من حجوزاتي' }).getAttribute('href')).toBe('/my-bookings');
    fireEvent.click(screen.getByRole('button', { name: 'البقاء في هذه الصفحة' }));
    await advance(10_000);
    expect(heading()).toBe('لم يكتمل الدفع');
  });
});
