/**
 * What a page tells the browser's tab, search engines and chat apps about itself: its title,
 * description, canonical address, picture and structured data. A screen builds one from what it shows and
 * hands it to `useDocumentHead` (./use-document-head.ts): on the server it becomes the `<head>` of the HTML,
 * in the browser it updates the document as the page changes.
 */
export interface PageHead {
  /** The whole `<title>`, in the page's language ("Nile cruise from Luxor to Aswan · Rihla"). */
  title: string;
  /** The meta description, in the page's language, under about 160 characters. */
  description: string;
  /**
   * The page's canonical address: a path with only the query that names the content (`/travel-with-us?id=3`,
   * `/tours?page=2`), never `lng`. The head adds the origin and the `hreflang` alternates.
   */
  path: string;
  /** The picture for Open Graph and Twitter cards (absolute or site-relative). */
  image?: string | null;
  /** Open Graph type: `website` unless the page is about one thing (`article`). */
  type?: 'website' | 'article';
  /** Structured data objects (schema.org), each written as one `application/ld+json` script. */
  jsonLd?: readonly object[];
  /** Pages that must stay out of search results (account, booking, payment): `noindex`. */
  noindex?: boolean;
  /** 404 for the not-found page and for a tour, company or event that does not exist. */
  status?: 200 | 404;
}
