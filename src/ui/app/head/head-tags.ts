import type { PageHead } from './page-head';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's head as HTML for the server's `<head>` (issue 15 §7). */
export function headTags(head: PageHead, _context: { origin: string; language: string }): string {
  return [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`].join('\n    ');
}
