import { useEffect } from 'react';
import { useRenderCollector } from '../ssr/render-context';
import { applyHead } from './apply-head';
import type { PageHead } from './page-head';

/**
 * The page's head. On the server the render collects it and the HTML's `<head>` carries it;
 * in the browser it is written to the document whenever it changes (a client-side navigation, a tour
 * that loaded). The last screen to render wins: the route's screen, not the layout.
 *
 * `applyHead` is imported statically (D173): it is about 1 KB, and as a dynamic import it would be a chunk
 * of its own under 2 KB fetched on every first paint, which the first-paint rule of docs/performance.md rules out.
 */
export function useDocumentHead(head: PageHead | null): void {
  const collector = useRenderCollector();
  if (collector?.server && head) collector.setHead(head);
  const key = head ? JSON.stringify(head) : null;
  // Keyed by the head's content, not its identity: a screen builds a new object on every render.
  useEffect(() => {
    if (key) applyHead(document, JSON.parse(key) as PageHead);
  }, [key]);
}
