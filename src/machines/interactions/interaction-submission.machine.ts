import { assign, setup } from 'xstate';
import {
  readSubmissionSchedule,
  reportSubmissionFailure,
  submitInteractions,
  warnNothingSubmitted,
  watchInteractions,
  type SubmissionResult,
  type SubmissionSchedule,
} from './interaction-submission.actors';

/**
 * Submitting the signed-in user's interaction records (spec, accounts §7 details, §9): right after
 * sign-in, then every 7 days. The last accepted submission is remembered per user, so a reload waits
 * for the rest of the 7 days instead of submitting again; records that changed and were never sent (a
 * failed try, a tab closed too soon) are sent at the next start. With nothing to send it warns and sends
 * nothing. A failure is retried later; the records stay in storage, nothing is lost.
 *
 * DECISION (the issue: "see recommended tours change after favouriting"): a weekly submission alone
 * would leave recommendations a week behind what the user just did, so a change to the records is also
 * submitted shortly after it settles (`changeDebounce`), one call for a burst of clicks.
 *
 * The app runs this only while someone is signed in, with their user id from the token.
 */
export const SUBMISSION_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

const LONGEST_TIMER = 2_147_483_647; // setTimeout's limit (about 24.8 days)

export interface InteractionSubmissionContext {
  userId: string;
  /** When the server last accepted this user's records (ms since the epoch), if ever known. */
  lastSubmittedAt: number | null;
  /** When the next scheduled submission is due. */
  dueAt: number;
  /** Records changed while a submission was on its way: they are sent after it. */
  changePending: boolean;
  /** Why the last try failed (logged only: spec §8 gives this no user message). */
  error: string | null;
}

export interface InteractionSubmissionInput {
  /** The signed-in user's id, from the token's name-identifier claim. */
  userId: string;
}

export type InteractionSubmissionEvent =
  /** A record was saved (this tab or another). */
  { type: 'interactions.changed' };

export const interactionSubmissionMachine = setup({
  types: {
    context: {} as InteractionSubmissionContext,
    events: {} as InteractionSubmissionEvent,
    input: {} as InteractionSubmissionInput,
  },
  actors: { readSubmissionSchedule, submitInteractions, watchInteractions },
  delays: {
    // Spec §7/§9: "Interaction submission every 7 days": the rest of the 7 days since the last submission.
    untilDue: ({ context }) => Math.min(Math.max(context.dueAt - Date.now(), 0), LONGEST_TIMER),
    changeDebounce: 2000, // DECISION above: submit 2 s after the records stop changing
    retryDelay: 5 * 60 * 1000, // a failed submission is tried again after 5 minutes (spec open; records are kept)
  },
  guards: {
    isDue: (_, schedule: SubmissionSchedule) =>
      schedule.unsent || schedule.lastSubmittedAt === null || Date.now() >= schedule.lastSubmittedAt + SUBMISSION_INTERVAL_MS,
    isFailure: (_, result: SubmissionResult) => !result.ok,
    hasChangePending: ({ context }) => context.changePending,
  },
  actions: {
    assignSchedule: assign((_, schedule: SubmissionSchedule) => ({
      lastSubmittedAt: schedule.lastSubmittedAt,
      // A clock set back never stretches the wait beyond 7 days from now.
      dueAt: Math.min((schedule.lastSubmittedAt ?? Date.now()) + SUBMISSION_INTERVAL_MS, Date.now() + SUBMISSION_INTERVAL_MS),
    })),
    assignSubmission: assign(({ context }, result: SubmissionResult) =>
      result.ok
        ? {
            lastSubmittedAt: result.submitted > 0 ? result.at : context.lastSubmittedAt,
            dueAt: result.at + SUBMISSION_INTERVAL_MS,
            error: null,
          }
        : { error: result.error },
    ),
    warnIfNothingSubmitted: ({ context }, result: SubmissionResult) => {
      if (result.ok && result.submitted === 0) warnNothingSubmitted(context.userId);
    },
    assignUnexpectedError: assign({ error: (_, error: unknown) => (error instanceof Error ? error.message : String(error)) }),
    logFailure: ({ context }) => reportSubmissionFailure(context.error ?? 'submission failed'),
    markChangePending: assign({ changePending: true }),
    clearChangePending: assign({ changePending: false }),
  },
}).createMachine({
  id: 'interactionSubmission',
  context: ({ input }) => ({ userId: input.userId, lastSubmittedAt: null, dueAt: Date.now(), changePending: false, error: null }),
  invoke: { id: 'watchInteractions', src: 'watchInteractions' },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readSubmissionSchedule',
        src: 'readSubmissionSchedule',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          // Right after sign-in (or a reload past the 7 days, or with unsent records): submit now.
          { guard: { type: 'isDue', params: ({ event }) => event.output }, target: 'submitting', actions: { type: 'assignSchedule', params: ({ event }) => event.output } },
          { target: 'waiting', actions: { type: 'assignSchedule', params: ({ event }) => event.output } },
        ],
        // Storage could not be read: submitting is the safe side (the server replaces, never duplicates).
        onError: { target: 'submitting' },
      },
      on: { 'interactions.changed': { target: 'settling' } },
    },
    waiting: {
      after: { untilDue: { target: 'submitting' } },
      on: { 'interactions.changed': { target: 'settling' } },
    },
    settling: {
      after: { changeDebounce: { target: 'submitting' } },
      // Another change restarts the debounce: one call for a burst of clicks.
      on: { 'interactions.changed': { target: 'settling', reenter: true } },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearChangePending',
      invoke: {
        id: 'submitInteractions',
        src: 'submitInteractions',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: { type: 'isFailure', params: ({ event }) => event.output },
            target: 'retrying',
            actions: [{ type: 'assignSubmission', params: ({ event }) => event.output }, 'logFailure'],
          },
          {
            guard: 'hasChangePending',
            target: 'settling',
            actions: [
              { type: 'assignSubmission', params: ({ event }) => event.output },
              { type: 'warnIfNothingSubmitted', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'assignSubmission', params: ({ event }) => event.output },
              { type: 'warnIfNothingSubmitted', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'retrying',
          actions: [{ type: 'assignUnexpectedError', params: ({ event }: { event: { error: unknown } }) => event.error }, 'logFailure'],
        },
      },
      on: { 'interactions.changed': { actions: 'markChangePending' } },
    },
    retrying: {
      after: { retryDelay: { target: 'submitting' } },
      on: { 'interactions.changed': { target: 'settling' } },
    },
  },
});
