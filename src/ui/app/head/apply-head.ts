import type { PageHead } from './page-head';

/** Writes a page's head to the document (issue 15 §7). */
export function applyHead(document: Document, head: PageHead): void {
  document.title = head.title;
}
