import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { chosenFile } from '@/machines/tour-editor/tour-editor.model';
import { companyProfileModel } from './company-profile.model';
import { selectChange, selectCompany, selectPhase, type CompanyProfileSnapshot } from './company-profile.selectors';

describePaths(companyProfileModel, {
  states: {
    ...readingStateChecks<CompanyProfileSnapshot>(
      (snapshot) => (snapshot.context.company ? [snapshot.context.company] : []),
      (snapshot) => snapshot.can({ type: 'company.retried' }),
    ),
    'editing.idle': (snapshot) => {
      expect(selectPhase(snapshot)).toBe('editing');
      expect(selectCompany(snapshot)).not.toBeNull();
      const change = selectChange(snapshot);
      expect(change.canSave).toBe(true);
      expect(change.uploading).toBeNull();
      // Saved is said only when nothing was refused or failed.
      if (change.saved) expect(change.refusal ?? change.error).toBeNull();
      expect(snapshot.can({ type: 'company.imageChosen', picture: 'logoUrl', file: chosenFile('logo.png', 'image/png') })).toBe(true);
    },
    'editing.uploading': (snapshot) => {
      expect(selectChange(snapshot).uploading).toBe('coverImageUrl');
      expect(selectChange(snapshot).canType).toBe(true);
      expect(selectChange(snapshot).canSave).toBe(false);
    },
    'editing.saving': (snapshot) => {
      expect(selectChange(snapshot).saving).toBe(true);
      expect(selectChange(snapshot).canType).toBe(false);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
  },
});
