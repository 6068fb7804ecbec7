import type { PageHead } from './page-head';
import { headElements, jsonLdText, OWNED, type HeadSite } from './head-elements';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

const attributesOf = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/**
 * A page's head as HTML for the server's `<head>`, in the same order `applyHead` writes it.
 * Attribute values and the title are escaped; JSON-LD has `<` written as `\u003c` so it cannot close its
 * script. Every element carries `data-rihla-head`, so the browser's first client-side navigation replaces
 * them. The document's own `<title>` and description must not be written besides these.
 */
export function headTags(head: PageHead, site: HeadSite): string {
  return headElements(head, site)
    .map((element) => {
      switch (element.tag) {
        case 'title':
          return `<title ${OWNED}>${escapeText(element.text)}</title>`;
        case 'meta':
          return `<meta${attributesOf(element.attributes)} ${OWNED}>`;
        case 'link':
          return `<link${attributesOf(element.attributes)} ${OWNED}>`;
        case 'script':
          return `<script type="application/ld+json" ${OWNED}>${jsonLdText(element.json)}</script>`;
      }
    })
    .join('\n');
}
