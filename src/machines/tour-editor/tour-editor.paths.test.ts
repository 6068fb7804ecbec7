import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { selectActions, selectOutcome, selectPhase, selectProblemAt, selectStep, selectTour, type TourEditorSnapshot } from './tour-editor.selectors';
import { tourEditorModel } from './tour-editor.model';

const busy = (snapshot: TourEditorSnapshot) => {
  expect(snapshot.hasTag('busy')).toBe(true);
  const actions = selectActions(snapshot);
  // Nothing else starts, and nothing is typed, while a change is on its way.
  expect(actions.canSave || actions.canPublish || actions.canUnpublish || actions.canDuplicate || actions.canType).toBe(false);
};

describePaths(tourEditorModel, {
  states: {
    ...readingStateChecks<TourEditorSnapshot>(
      () => [],
      (snapshot) => snapshot.can({ type: 'tour.retried' }),
    ),
    'editing.idle': (snapshot) => {
      expect(selectPhase(snapshot)).toBe('editing');
      const { status, tourId, dirty } = selectTour(snapshot);
      const actions = selectActions(snapshot);
      expect(actions.canSave).toBe(true);
      // The lifecycle (D308): publish from a draft or unpublished tour, unpublish a published one.
      expect(actions.canPublish).toBe(status !== 'published');
      expect(actions.canUnpublish).toBe(status === 'published');
      expect(actions.canDuplicate).toBe(tourId !== null && !dirty);
      // A problem the server named is marked at its field and language.
      if (selectOutcome(snapshot).problems.length > 0) expect(selectProblemAt(snapshot, 'title', 'ar')).not.toBeNull();
      // A chosen PDF is refused here, before anything is sent.
      expect(snapshot.can({ type: 'tour.imageChosen', file: new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }) })).toBe(true);
    },
    'editing.uploading': (snapshot) => {
      expect(selectStep(snapshot)).toBe('uploading');
      expect(selectActions(snapshot).canType).toBe(true);
      expect(selectActions(snapshot).canSave).toBe(false);
    },
    'editing.saving': (snapshot) => {
      expect(selectStep(snapshot)).toBe('saving');
      busy(snapshot);
    },
    'editing.publishing.saving': (snapshot) => {
      expect(selectStep(snapshot)).toBe('publishing');
      // Only unsaved changes are saved before publishing.
      expect(selectTour(snapshot).dirty).toBe(true);
      busy(snapshot);
    },
    'editing.publishing.sending': (snapshot) => {
      expect(selectStep(snapshot)).toBe('publishing');
      expect(selectTour(snapshot).dirty).toBe(false);
      expect(selectTour(snapshot).status).not.toBe('published');
      busy(snapshot);
    },
    'editing.unpublishing': (snapshot) => {
      expect(selectStep(snapshot)).toBe('unpublishing');
      expect(selectTour(snapshot).status).toBe('published');
      busy(snapshot);
    },
    'editing.duplicating': (snapshot) => {
      expect(selectStep(snapshot)).toBe('duplicating');
      expect(selectTour(snapshot).dirty).toBe(false);
      busy(snapshot);
    },
  },
});
