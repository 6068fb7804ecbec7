import { pick } from '@/content/text';
import type { GuideContent } from '@/content/guide-pages';
import type { Text } from '@/content/types';
import type { PageHead } from './page-head';
import { breadcrumbList, describe, home, SCHEMA, titled, type MetaText } from './page-heads';

/** A guide page while its content loads: the guide's generic head at the page's address (noindex if it failed). */
export function guidePendingHead(meta: MetaText, path: string, failed: boolean): PageHead {
  const head: PageHead = { title: titled(meta, meta.t('guide.title')), description: meta.t('guide.description'), path };
  return failed ? { ...head, noindex: true } : head;
}

/** Guide pages shown at two addresses: the second one's canonical is the first (src/content/guide-pages.ts). */
const GUIDE_ALIASES: Readonly<Record<string, string>> = { '/monuments': '/heritage', '/about-us': '/about' };

/**
 * A guide page (destination, index, place, about): its title, a description from its own text, its picture,
 * breadcrumbs (Home, then the index a place belongs to), and the destination pages' FAQs as an `FAQPage`.
 */
export function guideHead(meta: MetaText, address: string, content: GuideContent): PageHead {
  const path = GUIDE_ALIASES[address] ?? address;
  const text = (value: Text) => pick(value, meta.language);
  const page = content.page;
  const name = text(page.title);
  let description: string;
  let image: string | null = null;
  const trail = [home(meta)];
  const jsonLd: object[] = [];
  switch (content.kind) {
    case 'destination': {
      const guide = content.page;
      description = describe([text(guide.tagline), ...guide.about.paragraphs.map(text)].join(' '));
      image = guide.heroImage;
      if (guide.faq.length) {
        jsonLd.push({
          '@context': SCHEMA,
          '@type': 'FAQPage',
          mainEntity: guide.faq.map((entry) => ({
            '@type': 'Question',
            name: text(entry.question),
            acceptedAnswer: { '@type': 'Answer', text: text(entry.answer) },
          })),
        });
      }
      break;
    }
    case 'index':
      description = describe(text(content.page.intro));
      image = content.page.video?.poster ?? content.page.cards[0]?.image ?? null;
      break;
    case 'place':
      description = describe(text(content.page.description));
      image = content.page.image;
      if (content.page.parent) trail.push({ name: text(content.page.parent.title), path: content.page.parent.route });
      break;
    case 'about':
      description = describe(content.page.intro.map(text).join(' '));
      break;
  }
  trail.push({ name, path });
  jsonLd.push(breadcrumbList(trail));
  return {
    title: titled(meta, name),
    description: description || meta.t('guide.description'),
    path,
    image,
    type: content.kind === 'index' ? 'website' : 'article',
    jsonLd,
  };
}
