import { useEffect } from 'react';
import { useRenderCollector } from '../ssr/render-context';
import type { PageHead } from './page-head';

/**
 * The page's head (issue 15 §7). On the server the render collects it and the HTML's `<head>` carries it;
 * in the browser it is written to the document whenever it changes (a client-side navigation, a tour
 * that loaded). The last screen to render wins: the route's screen, not the layout.
 */
export function useDocumentHead(head: PageHead | null): void {
  const collector = useRenderCollector();
  if (collector?.server && head) collector.setHead(head);
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (!head || !key) return;
    // Filled in by the head module: writes title, meta, links and JSON-LD to the document.
    void import('./apply-head').then(({ applyHead }) => applyHead(document, head));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the head's content, not its identity
  }, [key]);
}
