import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './assistant-launcher.css';

// Everything else (the conversation and connection machines, the SignalR client, voice) loads when the
// widget first opens: nothing of it is in the home route's JavaScript (scripts/bundle-budget.mjs).
const AssistantWidget = lazy(() => import('./assistant-widget').then((m) => ({ default: m.AssistantWidget })));

/** The speech bubble of the floating button. */
export function AssistantIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The assistant's floating button, mounted by the app layout. Its strings come with the `assistant`
 * namespace (JSON, fetched without holding up the page); the first click loads the widget, which opens
 * at once and from then on owns the button.
 */
export function AssistantLauncher() {
  const { t, ready } = useTranslation('assistant', { useSuspense: false });
  const [wanted, setWanted] = useState(false);
  const button = (
    <button type="button" className={styles.launcher} aria-label={t('launcher')} aria-expanded={false} aria-busy={wanted} onClick={() => setWanted(true)}>
      <AssistantIcon />
    </button>
  );
  if (!wanted) return ready ? button : null;
  return (
    <Suspense fallback={button}>
      <AssistantWidget />
    </Suspense>
  );
}
