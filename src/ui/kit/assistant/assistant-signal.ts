/**
 * A tiny module-level signal so a screen can toggle the assistant without importing it (the widget loads
 * only when first opened). Spec, accounts §2 Tour details: "Opening the page toggles the assistant widget
 * once". Kept in the app shell's bundle: a few lines, no imports.
 */
type Listener = () => void;

let listener: Listener | null = null;
/** Toggles asked for while nobody listened (an odd count is one toggle owed). */
let owed = 0;

/**
 * Asks for one toggle, delivered just after the current render work. Returns a cancel, so it can be an
 * effect's cleanup: `useEffect(() => requestAssistantToggle(), [])` toggles once per page opening, even
 * when React runs the effect twice in development (StrictMode mounts, unmounts and mounts again).
 */
export function requestAssistantToggle(): () => void {
  let cancelled = false;
  queueMicrotask(() => {
    if (cancelled) return;
    if (listener) listener();
    else owed += 1;
  });
  return () => {
    cancelled = true;
  };
}

/** The one listener (the launcher, then the widget once loaded); gets any toggle owed. Returns an unsubscribe. */
export function onAssistantToggle(next: Listener): () => void {
  listener = next;
  if (owed % 2 === 1) next();
  owed = 0;
  return () => {
    if (listener === next) listener = null;
  };
}
