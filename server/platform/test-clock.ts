/**
 * The server's clock for browser tests of what happens after time has passed (a traveller reviews
 * a tour once it has taken place). Only a server running with NODE_ENV=test on a loopback address has one
 * (server/server.ts); `POST /dev/clock` moves it (server/site/dev.routes.ts). Every reader of
 * `services.now()` (reviews, holds, tokens, the assistant's "today") then sees the same moved time; the
 * database's own `now()` is not moved.
 *
 * Written by hand: the whole of it is an offset added to the system time.
 */
export interface TestClock {
  now: () => Date;
  /** Moves the clock so that it reads `at` now and runs on from there; null goes back to the system time. */
  set: (at: Date | null) => void;
}

export function createTestClock(system: () => Date = () => new Date()): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(system().getTime() + offsetMs),
    set(at) {
      offsetMs = at ? at.getTime() - system().getTime() : 0;
    },
  };
}
