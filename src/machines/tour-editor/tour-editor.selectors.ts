import type { SnapshotFrom } from 'xstate';
import type { tourEditorMachine } from './tour-editor.machine';
import { problemKey } from './tour-editor.machine';
import type { Language } from '@core/text/language';
import { translationGaps } from './tour-form';

export type TourEditorSnapshot = SnapshotFrom<typeof tourEditorMachine>;

export type EditorPhase = 'loading' | 'signedOut' | 'forbidden' | 'failed' | 'editing';

export function selectPhase(snapshot: TourEditorSnapshot): EditorPhase {
  for (const phase of ['loading', 'signedOut', 'forbidden', 'failed'] as const) if (snapshot.matches(phase)) return phase;
  return 'editing';
}

/** What the editor is doing: nothing, sending an image, saving, publishing, unpublishing or duplicating. */
export function selectStep(snapshot: TourEditorSnapshot): 'idle' | 'uploading' | 'saving' | 'publishing' | 'unpublishing' | 'duplicating' {
  for (const step of ['uploading', 'saving', 'publishing', 'unpublishing', 'duplicating'] as const) if (snapshot.hasTag(step)) return step;
  return 'idle';
}

/** The buttons the machine takes now. */
export function selectActions(snapshot: TourEditorSnapshot) {
  return {
    canEdit: snapshot.matches({ editing: 'idle' }),
    canType: snapshot.can({ type: 'tour.fieldChanged', path: 'title.en', value: '' }),
    canSave: snapshot.can({ type: 'tour.saveRequested' }),
    canPublish: snapshot.can({ type: 'tour.publishRequested' }),
    canUnpublish: snapshot.can({ type: 'tour.unpublishRequested' }),
    canDuplicate: snapshot.can({ type: 'tour.duplicateRequested' }),
  };
}

export const selectTour = (snapshot: TourEditorSnapshot) => {
  const { tourId, status, seatsSold, dirty, categories } = snapshot.context;
  return { tourId, status, seatsSold, dirty, categories };
};

export const selectForm = (snapshot: TourEditorSnapshot) => snapshot.context.form;

/** What the last change came to: done, refused (with what is missing), or failed. */
export function selectOutcome(snapshot: TourEditorSnapshot) {
  const { outcome, refusal, seatsRefusal, problems, changeError, copyId } = snapshot.context;
  return { outcome, refusal, seatsRefusal, problems, error: changeError, copyId };
}

/** The server's problem at a form path and language (`title`, 'ar'), or at the path alone; null when none. */
export function selectProblemAt(snapshot: TourEditorSnapshot, path: string, language: Language | null = null): string | null {
  const key = language ? `${path}.${language}` : path;
  return snapshot.context.problems.find((problem) => problemKey(problem) === key)?.message ?? null;
}

/** The language missing at a bilingual field, written in the other only: shown before publishing. */
export function selectGaps(snapshot: TourEditorSnapshot): Map<string, Language> {
  return new Map(translationGaps(snapshot.context.form).map((gap) => [gap.path, gap.missing]));
}

export const selectImageError = (snapshot: TourEditorSnapshot) => snapshot.context.imageError;
