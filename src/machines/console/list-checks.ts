/**
 * What every console list's path tests check in its reading states (test tooling: app code never imports it):
 * busy while reading; signed out or not an admin with nothing of the list kept; a failed read offers Try
 * again.
 */
import { expect } from 'vitest';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from './console-calls';

interface ListSnapshot {
  hasTag: (tag: string) => boolean;
  context: { error: string | null };
}

/** `items`: the list the machine keeps; `canRetry`: whether it takes its Try again event now. */
export function readingStateChecks<S extends ListSnapshot>(items: (snapshot: S) => readonly unknown[], canRetry: (snapshot: S) => boolean) {
  return {
    loading: (snapshot: S) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    signedOut: (snapshot: S) => {
      expect(snapshot.context.error).toBe(SIGNED_OUT);
      expect(items(snapshot)).toEqual([]);
      expect(canRetry(snapshot)).toBe(false);
    },
    forbidden: (snapshot: S) => {
      expect(snapshot.context.error).toBe(FORBIDDEN);
      expect(items(snapshot)).toEqual([]);
      expect(canRetry(snapshot)).toBe(false);
    },
    failed: (snapshot: S) => {
      expect(snapshot.context.error).toBe(LOAD_FAILED);
      expect(canRetry(snapshot)).toBe(true);
    },
  };
}
