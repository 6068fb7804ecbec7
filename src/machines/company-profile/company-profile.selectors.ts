import type { SnapshotFrom } from 'xstate';
import type { companyProfileMachine } from './company-profile.machine';

export type CompanyProfileSnapshot = SnapshotFrom<typeof companyProfileMachine>;

export function selectPhase(snapshot: CompanyProfileSnapshot): 'loading' | 'signedOut' | 'forbidden' | 'failed' | 'editing' {
  for (const phase of ['loading', 'signedOut', 'forbidden', 'failed'] as const) if (snapshot.matches(phase)) return phase;
  return 'editing';
}

export const selectForm = (snapshot: CompanyProfileSnapshot) => snapshot.context.form;
export const selectCompany = (snapshot: CompanyProfileSnapshot) => snapshot.context.company;

/** What the profile is doing and what came of the last save or upload. */
export function selectChange(snapshot: CompanyProfileSnapshot) {
  const { context } = snapshot;
  return {
    saving: snapshot.hasTag('saving'),
    uploading: snapshot.hasTag('uploading') ? context.picture : null,
    canEdit: snapshot.matches({ editing: 'idle' }),
    canType: snapshot.can({ type: 'company.fieldChanged', path: 'name.en', value: '' }),
    canSave: snapshot.can({ type: 'company.saveRequested' }),
    saved: context.saved,
    refusal: context.refusal,
    error: context.changeError,
    imageError: context.imageError,
  };
}
