import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { OPEN_FAILED } from '@/machines/check-in/check-in.actors';
import { IMAGE_TYPE } from '@/machines/console/partner-image';
import type { Language } from '@/ui/app/i18n';
import { createTestI18n } from '../../../../tests/i18n';
import { ChangeProblem, ConsoleProblem, useProblemWords, type ConsoleName, type ConsoleNamespace } from './console-parts';

async function renderIn(language: Language, node: ReactNode) {
  const i18n = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

function Words({ console, ns, problem }: { console: ConsoleName; ns: ConsoleNamespace; problem: string }) {
  const words = useProblemWords(console, ns);
  return <p>{words(problem)}</p>;
}

describe('ConsoleProblem', () => {
  it('says loading, in the words both consoles share', async () => {
    await renderIn('ar', <ConsoleProblem console="partner" ns="partnerTours" loading error={null} from="/partner/tours" onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('جارٍ التحميل…');
  });

  it.each([
    ['admin', 'admin', 'Your session has ended. Log in again to use the admin console.'],
    ['partner', 'partnerPortal', 'Your session has ended. Log in again to use the partner portal.'],
    ['partner', 'partnerTours', 'Your session has ended. Log in again to use the partner portal.'],
  ] as const)('names the %s console when signed out (%s screen), and offers Log in', async (console, ns, text) => {
    await renderIn('en', <ConsoleProblem console={console} ns={ns} loading={false} error={SIGNED_OUT} from="/x" onRetry={() => {}} />);
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['admin', 'admin', 'هذه الصفحة لمسؤولي رحلة. لا يمكن لحسابك استخدام لوحة الإدارة.'],
    ['partner', 'partnerPortal', 'هذه الصفحة لشركات رحلة الشريكة. حسابك ليس حساب شريك: يمكن للشركة أن تتقدّم لتصبح شريكة.'],
  ] as const)('names the %s console when not allowed, and leads home', async (console, ns, text) => {
    await renderIn('ar', <ConsoleProblem console={console} ns={ns} loading={false} error={FORBIDDEN} from="/x" onRetry={() => {}} />);
    expect(screen.getByTestId('console-forbidden').querySelector('p')?.textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
  });

  it('says a failed read the same way in both consoles, with Try again', async () => {
    const onRetry = vi.fn();
    await renderIn('en', <ConsoleProblem console="admin" ns="admin" loading={false} error={LOAD_FAILED} from="/admin" onRetry={onRetry} />);
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe('This could not be loaded. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("reads a screen's own error key in the screen's namespace", async () => {
    await renderIn('en', <ConsoleProblem console="partner" ns="partnerPortal" loading={false} error={OPEN_FAILED} from="/partner/check-in" onRetry={() => {}} />);
    const i18n = await createTestI18n('en');
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(i18n.t(OPEN_FAILED, { ns: 'partnerPortal' }));
  });
});

describe('ChangeProblem', () => {
  it('shows nothing without a refusal or an error, and the server’s word as written', async () => {
    const { container } = await renderIn('en', <ChangeProblem console="admin" ns="admin" refusal={null} error={null} testId="problem" />);
    expect(container.textContent).toBe('');
    await renderIn('en', <ChangeProblem console="admin" ns="admin" refusal="Already cancelled." error={null} testId="refused" />);
    expect(screen.getByTestId('refused').textContent).toBe('Already cancelled.');
  });

  it('says a failed change, or a session ended during it, in the shared words', async () => {
    await renderIn('ar', <ChangeProblem console="partner" ns="partnerTours" refusal={null} error={CHANGE_FAILED} testId="failed" />);
    expect(screen.getByTestId('failed').textContent).toBe('تعذّر إرسال التغيير. لم يتغيّر شيء؛ حاول مرة أخرى.');
    await renderIn('en', <ChangeProblem console="admin" ns="admin" refusal={null} error={SIGNED_OUT} testId="signed-out" />);
    expect(screen.getByTestId('signed-out').textContent).toBe('Your session has ended. Log in again to use the admin console.');
  });
});

describe('useProblemWords', () => {
  it("says an image's problem in the screen's words and a failed upload in the shared ones", async () => {
    const i18n = await createTestI18n('en');
    await renderIn('en', <Words console="partner" ns="partnerTours" problem={IMAGE_TYPE} />);
    expect(screen.getByText(i18n.t(IMAGE_TYPE, { ns: 'partnerTours' }))).toBeTruthy();
    await renderIn('en', <Words console="partner" ns="partnerTours" problem={CHANGE_FAILED} />);
    expect(screen.getByText('The change could not be sent. Nothing has changed; try again.')).toBeTruthy();
  });
});
