import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../../tests/i18n';
import { AssistantLauncher } from './assistant-launcher';
import { requestAssistantClose } from './assistant-signal';

// The widget itself (machines, SignalR, voice) is a chunk of its own: here a stand-in shows when it loads.
vi.mock('./assistant-widget', () => ({ AssistantWidget: () => <p>the widget</p> }));

async function renderLauncher(language: 'en' | 'ar') {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <AssistantLauncher />
    </I18nextProvider>,
  );
}

describe('assistant launcher', () => {
  it('is a labelled floating button that loads the widget on the first click (en)', async () => {
    await renderLauncher('en');
    const button = screen.getByRole('button', { name: 'Rihla assistant' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('the widget')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('the widget')).toBeTruthy();
  });

  it('is labelled in Arabic (ar)', async () => {
    await renderLauncher('ar');
    expect(screen.getByRole('button', { name: 'مساعد رحلة' })).toBeTruthy();
  });

  it("does not load or open the widget when a page asks to put it away (the tour page's request)", async () => {
    await renderLauncher('en');
    await act(async () => {
      requestAssistantClose();
      await Promise.resolve();
    });
    expect(screen.queryByText('the widget')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rihla assistant' })).toBeTruthy();
  });
});
