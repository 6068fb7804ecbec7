import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from './session.machine';
import * as selectors from './session.selectors';

const { initialSelections, ...rest } = selectors;
const every: [string, (snapshot: selectors.SessionSnapshot) => unknown][] = Object.entries(rest);

describe('the selections before the session actor exists', () => {
  it('cover every selector of the session', () => {
    expect(every.length).toBeGreaterThan(0);
    for (const [name, selector] of every) expect(initialSelections.has(selector), name).toBe(true);
    expect(initialSelections.size).toBe(every.length);
  });

  it("equal each selector run on the machine's real initial snapshot (restoring, never started)", () => {
    const initial = createActor(sessionMachine).getSnapshot();
    expect(initial.value).toBe('restoring');
    for (const [name, selector] of every) expect(initialSelections.get(selector), name).toStrictEqual(selector(initial));
  });
});
