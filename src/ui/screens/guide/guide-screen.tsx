import { useLocation } from 'react-router-dom';
import type { ApiResult } from '@/api/client';
import { guidePageFor, type GuideContent, type GuidePageEntry } from '@/content/guide-pages';
import { LoadState } from '@/ui/kit/loadable/load-state';
import { useLoadable } from '@/ui/kit/loadable/use-loadable';
import { NotFoundScreen } from '@/ui/screens/not-found/not-found-screen';
import { AboutPage } from './about-page';
import { DestinationPage } from './destination-page';
import { GuideSkeleton } from './guide-parts';
import { IndexPage } from './index-page';
import { PlacePage } from './place-page';
import { useGuideText } from './use-guide-text';
import { guideHead, guidePendingHead } from '@/ui/app/head/guide-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/**
 * Every static guide page (spec, booking §2: services, the four destinations, the indexes, about, and the
 * pages linked without content), mounted at the router's catch-all route: the path is looked up in the
 * guide's page map (src/content/guide-pages.ts). A guide page loads its content module (its own chunk) on
 * the loadable statechart: a skeleton while it loads, the error with Try Again if it cannot. Any other
 * path is the not-found page.
 */
export function GuideScreen() {
  const { pathname } = useLocation();
  const entry = guidePageFor(pathname);
  if (!entry) return <NotFoundScreen />;
  // A new page is a new read (the loadable's read is fixed for its lifetime).
  return <GuidePage key={entry.path} entry={entry} />;
}

/** Loading a content module as a result: a chunk that cannot be fetched is a failure to show, not a crash. */
export async function loadGuideContent(entry: GuidePageEntry): Promise<ApiResult<GuideContent>> {
  try {
    return { ok: true, data: await entry.load() };
  } catch (error) {
    return { ok: false, error: { kind: 'network', status: null, message: error instanceof Error ? error.message : String(error) } };
  }
}

function GuidePage({ entry }: { entry: GuidePageEntry }) {
  const { t } = useGuideText();
  const content = useLoadable(`guide:${entry.path}`, () => loadGuideContent(entry));
  usePageHead((meta) => (content.data ? guideHead(meta, entry.path, content.data) : guidePendingHead(meta, entry.path, content.status === 'failed')));
  return (
    <LoadState loadable={content} errorText={t('page.loadError')} placeholder={<GuideSkeleton />}>
      {(loaded) => <GuideContentView content={loaded} />}
    </LoadState>
  );
}

function GuideContentView({ content }: { content: GuideContent }) {
  switch (content.kind) {
    case 'destination':
      return <DestinationPage guide={content.page} />;
    case 'index':
      return <IndexPage index={content.page} />;
    case 'place':
      return <PlacePage place={content.page} />;
    case 'about':
      return <AboutPage about={content.page} />;
  }
}
