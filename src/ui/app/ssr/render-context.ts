import { createContext, useContext } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { PageHead } from '../head/page-head';

/**
 * What one server render collects and what the browser's first render restores (D185):
 * - `snapshots`: the settled, persisted snapshots of the page's statecharts by key, embedded in the HTML
 *   and restored by the browser's actors, so the first render in the browser is the server's;
 * - `discovered`: machines a render met without a snapshot (server only): the server runs them to a state
 *   without the `busy` tag and renders again;
 * - `head`: the page's head, set by `useDocumentHead` (server only: the browser writes it to the document);
 * - `screens`: the route modules the page rendered, whose chunks the HTML preloads (server only).
 */
export interface RenderCollector {
  server: boolean;
  snapshots: Map<string, unknown>;
  discovered: Map<string, { machine: AnyStateMachine; input: unknown }>;
  head: PageHead | null;
  /** Sets `head` (a hook may not assign to what a context gave it). */
  setHead: (head: PageHead) => void;
  screens: Set<string>;
}

export const RenderContext = createContext<RenderCollector | null>(null);

export function useRenderCollector(): RenderCollector | null {
  return useContext(RenderContext);
}
