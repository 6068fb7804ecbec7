import type { PageHead } from './page-head';
import { headElements, jsonLdText, OWNED } from './head-elements';

/**
 * Elements a page's head replaces even when the page did not write them: the static HTML's own title and
 * description (index.html), which would otherwise stand beside the page's.
 */
const UNOWNED_DUPLICATES = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]';

/**
 * Writes a page's head to the live document: removes what the previous page set (every
 * element marked `data-rihla-head`, the server's too) and appends this page's title, meta, links and
 * JSON-LD, in `headTags`' order. The origin is the document's; the language is `<html lang>`, which the
 * i18n boot keeps in step with the page's language.
 */
export function applyHead(document: Document, head: PageHead): void {
  const origin = document.location?.origin && document.location.origin !== 'null' ? document.location.origin : '';
  const language = document.documentElement.lang || 'en';
  for (const element of document.head.querySelectorAll(`[${OWNED}], ${UNOWNED_DUPLICATES}`)) element.remove();
  for (const element of headElements(head, { origin, language })) {
    const node = document.createElement(element.tag);
    node.setAttribute(OWNED, '');
    switch (element.tag) {
      case 'title':
        node.textContent = element.text;
        break;
      case 'meta':
      case 'link':
        for (const [name, value] of Object.entries(element.attributes)) node.setAttribute(name, value);
        break;
      case 'script':
        node.setAttribute('type', 'application/ld+json');
        node.textContent = jsonLdText(element.json);
        break;
    }
    document.head.append(node);
  }
}
