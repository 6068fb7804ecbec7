import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadChatSessionId } from '@/machines/assistant-chat/assistant-chat.actors';
import { assistantChatMachine, type ChatMessage } from '@/machines/assistant-chat/assistant-chat.machine';
import type { ChatParty } from '@/machines/assistant-chat/assistant-reply';
import {
  selectAlert,
  selectCanSend,
  selectConnectionError,
  selectConnectionStatus,
  selectIsOpen,
  selectIsSending,
  selectMessages,
} from '@/machines/assistant-chat/assistant-chat.selectors';
import { inspected } from '@/ui/app/inspector';
import { MicrophoneButton } from '@/ui/kit/voice/microphone-button';
import { useVoice } from '@/ui/kit/voice/use-voice';
import { visuallyHidden } from '../../styles/shared.css';
import { EventCard, TravelCard } from './assistant-cards';
import { AssistantIcon } from './assistant-launcher';
import * as launcherStyles from './assistant-launcher.css';
import { onAssistantClose } from './assistant-signal';
import * as styles from './assistant-widget.css';

const languageOf = (language: string | undefined): 'ar' | 'en' => (language?.toLowerCase().startsWith('ar') ? 'ar' : 'en');

/** "2 adults, 2 children" in the interface language (counts of none left out, but the adults). */
function usePartyWords() {
  const { t } = useTranslation('assistant');
  return (party: ChatParty) =>
    [
      t('cards.adults', { count: party.adults }),
      ...(party.children > 0 ? [t('cards.children', { count: party.children })] : []),
      ...(party.underFive > 0 ? [t('cards.underFive', { count: party.underFive })] : []),
    ].join(t('cards.partySeparator'));
}

function MessageItem({ message, onBook }: { message: ChatMessage; onBook: (travelId: number, party: ChatParty) => void }) {
  const { t } = useTranslation('assistant');
  const partyWords = usePartyWords();
  const party = message.party;
  const isError = message.notice !== null && message.notice.key.startsWith('errors.');
  const className = message.sender === 'user' ? styles.userMessage : isError ? styles.botError : styles.botMessage;
  const text = message.notice ? t(message.notice.key, message.notice.values ?? {}) : (message.text ?? '');
  return (
    <li className={className}>
      <span className={visuallyHidden}>{message.sender === 'user' ? t('you') : t('bot')}: </span>
      {/* The assistant answers in the language asked: `dir="auto"` lets each message read its own way. */}
      <p className={styles.text} dir={message.notice ? undefined : 'auto'}>
        {text}
      </p>
      {message.travels.length > 0 && (
        <ul className={styles.cards} aria-label={t('cards.travels')}>
          {message.travels.map((travel) => (
            <li key={travel.id}>
              <TravelCard travel={travel} />
              {party && (
                <button
                  type="button"
                  className={styles.cardBook}
                  aria-label={t('cards.bookLabel', { title: travel.title || t('cards.untitled'), party: partyWords(party) })}
                  onClick={() => onBook(travel.id, party)}
                >
                  {t('cards.book', { party: partyWords(party) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {message.events.length > 0 && (
        <ul className={styles.cards} aria-label={t('cards.events')}>
          {message.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export interface AssistantWidgetProps {
  /** The conversation machine; tests provide one whose connection is fake (no socket under jsdom). */
  logic?: typeof assistantChatMachine;
}

/**
 * The assistant widget (spec, accounts §2 Assistant chat widget; §4, §5, §8, §9): the floating button and
 * the 375 × 540 panel titled as the assistant, with the message list (read politely to screen readers),
 * the typing indicator, the input ('Ask about Egypt ...'), the microphone and the send button. It opens as
 * soon as it loads (the launcher loads it on the first click); Escape or the close button closes it and
 * focus goes back to the floating button; opening puts focus in the input.
 */
export function AssistantWidget({ logic = assistantChatMachine }: AssistantWidgetProps) {
  const { t, i18n } = useTranslation('assistant');
  const [snapshot, send, actor] = useMachine(logic, inspected({ input: { sessionId: loadChatSessionId() } }));
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);

  const open = selectIsOpen(snapshot);
  const messages = selectMessages(snapshot);
  const sending = selectIsSending(snapshot);
  const status = selectConnectionStatus(snapshot);
  const connectionError = selectConnectionError(snapshot);
  const alert = selectAlert(snapshot);
  const canSend = selectCanSend(snapshot, draft);

  const voice = useVoice({
    onRecognised: (text) => send({ type: 'assistantChat.submitted', text, via: 'voice' }),
    onBotMessage: (text) => send({ type: 'assistantChat.noted', text }),
    onAlert: (text) => send({ type: 'assistantChat.alerted', text }),
  });

  // Loaded because someone asked for it: open at once. From now on this widget answers page toggles.
  useEffect(() => send({ type: 'assistantChat.opened' }), [send]);
  useEffect(() => onAssistantClose(() => send({ type: 'assistantChat.closed' })), [send]);

  // The hand-over to booking: the booking form, filled in with the tour and the party.
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = actor.on('assistantChat.handedOver', (event) => void navigate(event.href, { state: { travelId: event.travelId, party: event.party } }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  // Replies to a spoken question are read aloud (spec §4 reply mode).
  useEffect(() => {
    const subscription = actor.on('assistantChat.replied', (event) => voice.speak(event.text, language));
    return () => subscription.unsubscribe();
  }, [actor, voice, language]);

  // Focus: into the input when the panel opens, back to the floating button when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) inputRef.current?.focus();
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // The newest message stays in view.
  useEffect(() => {
    const list = listRef.current;
    if (list && typeof list.scrollTo === 'function') list.scrollTo({ top: list.scrollHeight });
  }, [messages.length, sending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send({ type: 'assistantChat.submitted', text: draft, via: 'text' });
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    send({ type: 'assistantChat.closed' });
  };

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        className={launcherStyles.launcher}
        aria-label={t('launcher')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => send({ type: 'assistantChat.toggled' })}
      >
        <AssistantIcon />
      </button>
      <section id={panelId} className={styles.panel} role="dialog" aria-modal="false" aria-labelledby={titleId} hidden={!open} onKeyDown={onKeyDown}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.heading}>
            {t('title')}
          </h2>
          <p className={styles.status}>{t(`status.${status}`)}</p>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => send({ type: 'assistantChat.closed' })}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {connectionError && (
          <p className={styles.notice} role="status">
            {t('errors.connection', { message: connectionError })}
          </p>
        )}
        {alert && (
          <p className={styles.notice} role="alert">
            {alert}
          </p>
        )}
        <ol ref={listRef} className={styles.list} aria-live="polite" aria-label={t('conversation')} tabIndex={0}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onBook={(travelId, party) => send({ type: 'assistantChat.bookingStarted', travelId, party })} />
          ))}
          {sending && (
            <li className={styles.typing} aria-label={t('typing')}>
              <span className={styles.dot} />
              <span className={styles.dot} />
              <span className={styles.dot} />
            </li>
          )}
        </ol>
        <form method="post" className={styles.form} onSubmit={submit}>
          <label className={visuallyHidden} htmlFor={`${panelId}-input`}>
            {t('inputLabel')}
          </label>
          <input
            ref={inputRef}
            id={`${panelId}-input`}
            className={styles.input}
            value={draft}
            placeholder={t('placeholder')}
            autoComplete="off"
            disabled={sending}
            dir="auto"
            onChange={(event) => setDraft(event.target.value)}
          />
          <MicrophoneButton listening={voice.listening} supported={voice.supported} disabled={sending} onToggle={() => voice.toggle(language)} />
          <button type="submit" className={styles.send} disabled={!canSend}>
            {t('send')}
          </button>
        </form>
      </section>
    </>
  );
}
