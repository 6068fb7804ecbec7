import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fromCallback } from 'xstate';
import type { ChatLink, HubCommand, HubEvent, OpenChatConnectionInput } from '@/machines/assistant-connection/assistant-connection.actors';
import { assistantConnectionMachine } from '@/machines/assistant-connection/assistant-connection.machine';
import { assistantChatMachine } from '@/machines/assistant-chat/assistant-chat.machine';
import { createTestI18n } from '../../../../tests/i18n';
import { requestAssistantClose } from './assistant-signal';
import { AssistantWidget } from './assistant-widget';

/** A fake hub in place of the SignalR connection (no socket under jsdom): the test pushes replies and ends sends. */
function fakeHub(options: { startFails?: boolean } = {}) {
  const hub = {
    starts: [] as (string | null)[],
    sent: [] as string[],
    finish: [] as ((error?: Error) => void)[],
    report: null as ((event: HubEvent) => void) | null,
  };
  const link: ChatLink = {
    send: (text) =>
      new Promise<void>((resolve, reject) => {
        hub.sent.push(text);
        hub.finish.push((error) => (error ? reject(error) : resolve()));
      }),
  };
  const logic = fromCallback<HubCommand, OpenChatConnectionInput, HubEvent>(({ input, sendBack }) => {
    hub.report = sendBack;
    hub.starts.push(input.sessionId);
    queueMicrotask(() => sendBack(options.startFails ? { type: 'hub.startFailed', error: 'WebSocket failed to connect.' } : { type: 'hub.opened', link }));
    return () => {
      hub.report = null;
    };
  });
  const machine = assistantChatMachine.provide({
    actors: { assistantConnection: assistantConnectionMachine.provide({ actors: { openChatConnection: logic } }) },
  });
  return { hub, machine };
}

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search} state {JSON.stringify(location.state)}
    </p>
  );
}

async function renderWidget(language: 'en' | 'ar', options: { startFails?: boolean } = {}) {
  const i18n = await createTestI18n(language);
  const { hub, machine } = fakeHub(options);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <AssistantWidget logic={machine} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const panel = await screen.findByRole('dialog');
  await waitFor(() => expect(hub.starts).toHaveLength(1));
  return { hub, panel };
}

const reply = {
  response: 'Here are beach trips in Sinai under 10000.',
  sessionId: 'sess-42',
  travels: [{ id: 3, title: 'Dahab Blue Hole Escape', description: 'Snorkelling', price: 4200, imageUrl: null }],
  events: [{ id: 7, name: 'Abu Simbel Sun Festival', date: '2026-02-22', location: 'Abu Simbel, Aswan', description: '' }],
};

describe('assistant widget (en)', () => {
  it('opens as the assistant with a greeting, focus in the input, and the launcher expanded', async () => {
    const { panel } = await renderWidget('en');
    expect(within(panel).getByRole('heading', { name: 'Rihla Assistant' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rihla Assistant' })).toBe(panel);
    expect(within(panel).getByText(/Hello! I'm Rihla's assistant/)).toBeTruthy();
    const input = within(panel).getByRole('textbox', { name: 'Your message' });
    expect(input.getAttribute('placeholder')).toBe('Ask about Egypt ...');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('button', { name: 'Rihla assistant' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('list', { name: 'Conversation with the assistant' }).getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(within(panel).getByText('Online')).toBeTruthy());
  });

  it('keeps send disabled for an empty or blank message', async () => {
    const { panel, hub } = await renderWidget('en');
    const sendButton = within(panel).getByRole<HTMLButtonElement>('button', { name: 'Send' });
    await waitFor(() => expect(within(panel).getByText('Online')).toBeTruthy());
    expect(sendButton.disabled).toBe(true);
    fireEvent.change(within(panel).getByRole('textbox'), { target: { value: '   ' } });
    expect(sendButton.disabled).toBe(true);
    fireEvent.submit(sendButton.closest('form') as HTMLFormElement);
    expect(hub.sent).toEqual([]);
  });

  it('sends, shows typing with the input disabled until the call finishes, then the reply with tour and event cards', async () => {
    const { panel, hub } = await renderWidget('en');
    await waitFor(() => expect(within(panel).getByText('Online')).toBeTruthy());
    const input = within(panel).getByRole<HTMLInputElement>('textbox');
    fireEvent.change(input, { target: { value: 'beach trips in Sinai under 10000' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('beach trips in Sinai under 10000')).toBeTruthy();
    expect(input.value).toBe('');
    expect(input.disabled).toBe(true);
    expect(within(panel).getByLabelText('The assistant is typing…')).toBeTruthy();
    await waitFor(() => expect(hub.sent).toEqual(['beach trips in Sinai under 10000']));

    act(() => hub.report?.({ type: 'hub.received', payload: reply }));
    expect(within(panel).getByText('Here are beach trips in Sinai under 10000.')).toBeTruthy();
    const tours = within(panel).getByRole('list', { name: 'Suggested tours' });
    expect(within(tours).getByRole('link').textContent).toContain('Dahab Blue Hole Escape');
    expect(within(tours).getByRole('link').textContent).toContain('EGP 4,200'); // S7: EGP, as the reply's text says
    expect(within(tours).getByRole('link').textContent).not.toContain('$');
    const events = within(panel).getByRole('list', { name: 'Suggested events' });
    expect(within(events).getByText('Feb 22, 2026')).toBeTruthy();
    expect(within(events).getByText('Abu Simbel, Aswan')).toBeTruthy();
    expect(localStorage.getItem('chat_session_id')).toBe('sess-42');

    await act(() => Promise.resolve(hub.finish[0]?.()));
    expect(within(panel).queryByLabelText('The assistant is typing…')).toBeNull();
    expect(input.disabled).toBe(false);
  });

  it('opens a tour card on /travel-with-us with the id in state, and an event card on /events/{id}', async () => {
    const { panel, hub } = await renderWidget('en');
    await waitFor(() => expect(hub.report).not.toBeNull());
    act(() => hub.report?.({ type: 'hub.received', payload: reply }));
    fireEvent.click(within(panel).getByRole('link', { name: /Dahab Blue Hole Escape/ }));
    expect(screen.getByText('at /travel-with-us?id=3 state {"id":3}')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('link', { name: /Abu Simbel Sun Festival/ }));
    expect(screen.getByText('at /events/7 state null')).toBeTruthy();
  });

  it('offers Book on each card once the conversation gave the party, and opens /book-now filled in', async () => {
    const { panel, hub } = await renderWidget('en');
    await waitFor(() => expect(hub.report).not.toBeNull());
    act(() => hub.report?.({ type: 'hub.received', payload: reply }));
    expect(within(panel).queryByRole('button', { name: /^Book / })).toBeNull();
    act(() => hub.report?.({ type: 'hub.received', payload: { ...reply, party: { adults: 2, children: 1, underFive: 0 } } }));
    const book = within(panel).getByRole('button', { name: 'Book Dahab Blue Hole Escape for 2 adults, 1 child' });
    expect(book.textContent).toBe('Book for 2 adults, 1 child');
    fireEvent.click(book);
    expect(screen.getByText('at /book-now?travelId=3&adults=2&children=1&underFive=0 state {"travelId":3,"party":{"adults":2,"children":1,"underFive":0}}')).toBeTruthy();
  });

  it('shows the spec’s error texts', async () => {
    const { panel, hub } = await renderWidget('en');
    await waitFor(() => expect(within(panel).getByText('Online')).toBeTruthy());
    act(() => hub.report?.({ type: 'hub.received', payload: { response: '   ' } }));
    expect(within(panel).getByText('I did not understand that, can you rephrase?')).toBeTruthy();
    act(() => hub.report?.({ type: 'hub.received', payload: 'garbage' }));
    expect(within(panel).getByText('no valid reply from the bot')).toBeTruthy();
    act(() => hub.report?.({ type: 'hub.received', payload: { response: 'x', travels: 5 } }));
    expect(within(panel).getByText('Error processing server response')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox'), { target: { value: 'hello' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(hub.finish).toHaveLength(1));
    await act(() => Promise.resolve(hub.finish[0]?.(new Error('Invocation canceled'))));
    expect(within(panel).getByText('Error sending message: Invocation canceled')).toBeTruthy();
  });

  it("shows 'Connection error: {message}' when the connection cannot start", async () => {
    const { panel } = await renderWidget('en', { startFails: true });
    await waitFor(() => expect(within(panel).getByText('Connection error: WebSocket failed to connect.').getAttribute('role')).toBe('status'));
    expect(within(panel).getByText('Offline')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the floating button; a page putting it away never opens it', async () => {
    const { panel } = await renderWidget('en');
    fireEvent.keyDown(within(panel).getByRole('textbox'), { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    const launcher = screen.getByRole('button', { name: 'Rihla assistant' });
    expect(document.activeElement).toBe(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    // The tour page's request: closed stays closed ...
    await act(async () => {
      requestAssistantClose();
      await Promise.resolve();
    });
    expect(panel.hidden).toBe(true);
    fireEvent.click(launcher);
    expect(panel.hidden).toBe(false);
    // ... and open is put away.
    await act(async () => {
      requestAssistantClose();
      await Promise.resolve();
    });
    expect(panel.hidden).toBe(true);
    fireEvent.click(launcher);
    expect(panel.hidden).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close the assistant' }));
    expect(panel.hidden).toBe(true);
    fireEvent.click(launcher);
    expect(panel.hidden).toBe(false);
    // The greeting came once, on first open.
    expect(within(panel).getAllByText(/Hello! I'm Rihla's assistant/)).toHaveLength(1);
  });
});

describe('assistant widget (ar)', () => {
  it('greets in Arabic, right to left, with the Arabic placeholder', async () => {
    const { panel } = await renderWidget('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(panel).getByRole('heading', { name: 'مساعد رحلة' })).toBeTruthy();
    expect(within(panel).getByText(/أهلًا! أنا مساعد رحلة/)).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'رسالتك' }).getAttribute('placeholder')).toBe('اسأل عن مصر ...');
    await waitFor(() => expect(within(panel).getByText('متصل')).toBeTruthy());
  });

  it('shows Arabic replies and cards, prices in ج.م, en-US event dates and the Arabic processing error', async () => {
    const { panel, hub } = await renderWidget('ar');
    await waitFor(() => expect(within(panel).getByText('متصل')).toBeTruthy());
    fireEvent.change(within(panel).getByRole('textbox'), { target: { value: 'ما هي أسعار تذاكر الأهرامات؟' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(hub.sent).toEqual(['ما هي أسعار تذاكر الأهرامات؟']));
    act(() => hub.report?.({ type: 'hub.received', payload: { ...reply, response: 'تذكرة منطقة أهرامات الجيزة…' } }));
    expect(within(panel).getByText('تذكرة منطقة أهرامات الجيزة…').getAttribute('dir')).toBe('auto');
    expect(within(panel).getByRole('list', { name: 'رحلات مقترحة' }).textContent).toContain('4,200 ج.م');
    expect(within(panel).getByRole('list', { name: 'فعاليات مقترحة' }).textContent).toContain('Feb 22, 2026');
    act(() => hub.report?.({ type: 'hub.received', payload: { response: 'x', events: 'bad' } }));
    expect(within(panel).getByText('عذرًا، حدث خطأ ما، حاول مرة أخرى')).toBeTruthy();
  });

  it('names the party in Arabic on the Book button', async () => {
    const { panel, hub } = await renderWidget('ar');
    await waitFor(() => expect(hub.report).not.toBeNull());
    act(() => hub.report?.({ type: 'hub.received', payload: { ...reply, party: { adults: 2, children: 3, underFive: 1 } } }));
    expect(within(panel).getByRole('button', { name: /^احجز Dahab/ }).textContent).toBe('احجز لـبالغَين، 3 أطفال، 1 دون الخامسة');
  });
});
