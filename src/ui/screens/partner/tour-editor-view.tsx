import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { tourEditorMachine } from '@/machines/tour-editor/tour-editor.machine';
import { selectOutcome, selectPhase, selectTour } from '@/machines/tour-editor/tour-editor.selectors';
import { inspected } from '@/ui/app/inspector';
import { ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { TourForm } from './tour-editor-form';
import * as portal from './partner-portal.css';

/** What the list or the editor hands the copy's editor: the tour it was copied from. */
export interface CopyState {
  copiedFrom: number;
}

/**
 * /partner/tours/new and /partner/tours/:id: a tour written in English and Arabic side by
 * side, saved as a draft, published, unpublished and duplicated through the `tourEditor` statechart.
 *
 * A new tour's first save creates it: the address becomes /partner/tours/<id> (replacing /new) and the same
 * editor goes on, with what was typed; a duplicate opens the copy's editor.
 */
export function TourEditorView({ tourId }: { tourId: number | 'new' }) {
  // The editor of a tour it has just created stays the same editor at the tour's new address; any other
  // address is a fresh editor.
  const [session, setSession] = useState<{ tourId: number | 'new'; key: number; created: number | null }>({ tourId, key: 0, created: null });
  if (session.tourId !== tourId) setSession({ tourId, key: tourId === session.created ? session.key : session.key + 1, created: null });
  const navigate = useNavigate();
  return (
    <Editor
      key={session.key}
      tourId={tourId === 'new' ? null : tourId}
      onCreated={(id) => {
        setSession((current) => ({ ...current, created: id }));
        void navigate(`/partner/tours/${id}`, { replace: true, state: { samePage: true } });
      }}
      onCopied={(copyId, from) => void navigate(`/partner/tours/${copyId}`, { state: { copiedFrom: from } satisfies CopyState })}
    />
  );
}

function Editor({ tourId, onCreated, onCopied }: { tourId: number | null; onCreated: (id: number) => void; onCopied: (copyId: number, from: number) => void }) {
  const { t } = useTranslation('partnerTours');
  const [snapshot, send] = useMachine(tourEditorMachine, inspected({ input: { tourId } }));
  const phase = selectPhase(snapshot);
  const tour = selectTour(snapshot);
  const { copyId } = selectOutcome(snapshot);
  const location = useLocation();
  const copiedFrom = (location.state as CopyState | null)?.copiedFrom ?? null;

  // The saved output of a new tour's first save: its address; a copy: its editor. Each once.
  const told = useRef<{ created: number | null; copied: number | null }>({ created: null, copied: null });
  useEffect(() => {
    if (tourId === null && tour.tourId !== null && told.current.created !== tour.tourId) {
      told.current.created = tour.tourId;
      onCreated(tour.tourId);
    }
  }, [tourId, tour.tourId, onCreated]);
  useEffect(() => {
    if (copyId !== null && tour.tourId !== null && told.current.copied !== copyId) {
      told.current.copied = copyId;
      onCopied(copyId, tour.tourId);
    }
  }, [copyId, tour.tourId, onCopied]);

  const title = tour.tourId === null ? t('editor.headingNew') : t('editor.heading');
  return (
    <section className={styles.page} aria-labelledby="tour-editor-title" aria-busy={phase === 'loading'}>
      <Link to="/partner/tours" className={styles.back}>
        {t('editor.back')}
      </Link>
      <div className={styles.toolbar}>
        <h2 id="tour-editor-title" className={styles.sectionTitle}>
          {title}
        </h2>
        {phase === 'editing' ? (
          <span className={portal.tourStatus[tour.status]} data-testid="tour-status">
            {t(`status.${tour.status}`)}
          </span>
        ) : null}
      </div>
      {phase !== 'editing' ? (
        <ConsoleProblem console="partner" ns="partnerTours" loading={phase === 'loading'} error={snapshot.context.error} from={tourId === null ? '/partner/tours/new' : `/partner/tours/${tourId}`} onRetry={() => send({ type: 'tour.retried' })} />
      ) : (
        <>
          {copiedFrom !== null && tour.status === 'draft' ? <p className={styles.hint}>{t('editor.copyNotice')}</p> : null}
          {tour.status === 'published' && tour.tourId !== null ? (
            <Link to={`/travel-with-us?id=${tour.tourId}`} className={styles.secondary} data-testid="public-link">
              {t('editor.publicPage')}
            </Link>
          ) : null}
          <TourForm snapshot={snapshot} send={send} />
        </>
      )}
    </section>
  );
}
