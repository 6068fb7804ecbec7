/**
 * A tiny module-level signal so a screen can put the assistant away without importing it (the widget
 * loads only when first opened). Spec, accounts §2 Tour details: "Opening the page toggles the assistant
 * widget once". Rihla reads it as the reason it is there: a tour opened from the assistant's card comes
 * into view with the chat put away. It never opens the chat over a page the traveller chose: on a phone
 * the panel covers the whole screen (docs/decisions.md D94). Kept in the app shell: a few lines.
 */
type Listener = () => void;

let listener: Listener | null = null;

/**
 * Asks the assistant to close if it is open, delivered just after the current render work. Returns a
 * cancel, so it can be an effect's cleanup: `useEffect(() => requestAssistantClose(), [])`.
 */
export function requestAssistantClose(): () => void {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) listener?.();
  });
  return () => {
    cancelled = true;
  };
}

/** The one listener (the widget, once loaded: before that there is nothing to close). Returns an unsubscribe. */
export function onAssistantClose(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
