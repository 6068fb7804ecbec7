import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { fromPromise, type InspectionEvent } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from '@/machines/session/session.machine';
import { selectIsRestoring, selectIsSignedIn, selectUser, type SessionSnapshot } from '@/machines/session/session.selectors';
import { Session, type SessionLogic } from './session';

// The session machine loads after the first paint: here its module waits until the test lets it load.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('./shell-actors', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const salma: SessionUser = { id: 'u-7', name: 'Salma Nour', email: 'salma@travellers.example', phone: null, avatar: null, token: 'header.e30.signature' };

function restoring(user: SessionUser | null, reads: { count: number } = { count: 0 }): SessionLogic {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<SessionUser | null, { now: number }>(() => {
        reads.count += 1;
        return Promise.resolve(user);
      }),
    },
  });
}

/** A selector that is not one of the session's own: answered from the real snapshot once loaded. */
const selectState = (snapshot: SessionSnapshot) => String(snapshot.value);

function Status() {
  const busy = Session.useSelector(selectIsRestoring);
  const signedIn = Session.useSelector(selectIsSignedIn);
  const user = Session.useSelector(selectUser);
  return <p>{busy ? 'restoring' : signedIn ? `signed in as ${user?.name}` : 'signed out'}</p>;
}

function Driver() {
  const session = Session.useActorRef();
  const state = Session.useSelector(selectState);
  return (
    <button type="button" onClick={() => session.send({ type: 'session.logout' })}>
      driver {state}
    </button>
  );
}

describe('the session before and after its machine loads', () => {
  it('renders the initial state on the server and at first in the browser, then the restored session takes over', async () => {
    const logic = restoring(salma);
    const tree = (
      <Session.Provider logic={logic}>
        <Status />
        <Suspense fallback={<p>driver waiting</p>}>
          <Driver />
        </Suspense>
      </Session.Provider>
    );
    // The server's render: the machine is not loaded, the actor never starts.
    const serverHtml = renderToString(
      <Session.Provider logic={logic}>
        <Status />
      </Session.Provider>,
    );
    expect(serverHtml).toBe('<p>restoring</p>');

    const { container } = await act(() => Promise.resolve(render(tree)));
    // The browser's first render is the server's: nothing of XState is needed for it.
    expect(container.querySelector('p')?.outerHTML).toBe(serverHtml);
    expect(screen.getByText('driver waiting')).toBeTruthy();

    await act(async () => {
      gate.open();
      await gate.opened;
    });
    expect(await screen.findByText('signed in as Salma Nour')).toBeTruthy();
    // The view that drives the session waited for the actor, and reads its real snapshot.
    expect((await screen.findByRole('button')).textContent).toBe('driver signedIn');
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('signed out')).toBeTruthy();
  });

  it('starts the actor once under strict mode, and keeps it for the views', async () => {
    const reads = { count: 0 };
    render(
      <StrictMode>
        <Session.Provider logic={restoring(null, reads)}>
          <Status />
        </Session.Provider>
      </StrictMode>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(reads.count).toBe(1);
  });

  it("passes the provider's options to the actor (the inspector)", async () => {
    const seen: InspectionEvent[] = [];
    render(
      <Session.Provider logic={restoring(null)} options={{ inspect: (event) => void seen.push(event) }}>
        <Status />
      </Session.Provider>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(seen.some((event) => event.type === '@xstate.actor')).toBe(true);
    expect(seen.some((event) => event.type === '@xstate.snapshot' && (event.snapshot as SessionSnapshot).matches?.('signedOut'))).toBe(true);
  });
});
