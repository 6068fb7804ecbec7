/**
 * Test-only harness for the catalogue kit's jsdom tests (tour card, favourite heart, favourites screen):
 * sample tours, a signed-in session in storage, the favourites the msw server holds, and a render with
 * the real session, the real favourites actor (as the navigation bar starts it) and a router that shows
 * where a card navigated to. Imported only by tests.
 */
import { useEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { favouritesMachine } from '@/machines/favourites/favourites.machine';
import { selectIsSignedIn, selectUser } from '@/machines/session/session.selectors';
import { userIdOf } from '@/machines/session/session-token';
import type { Language } from '@/ui/app/i18n';
import { FavouritesContext, type FavouritesRef } from '@/ui/app/nav/favourites';
import { Session } from '@/ui/app/session';
import { createTestI18n } from '../../../../tests/i18n';
import { handle } from '../../../../tests/msw/handlers';
import type { server as mswServer } from '../../../../tests/msw/server';
import { makeTour } from '../../../../tests/fixtures/catalogue';

type Tour = components['schemas']['Tour'];

/** A Nile Trails tour as the catalogue kit's tests show it; `overrides` for what a test varies. */
export function sampleTour(id: number, overrides: Partial<Tour> = {}): Tour {
  return makeTour(id, {
    title: `Nile Tour ${id}`,
    description: 'Felucca at sunset and the temples of Karnak.',
    price: 2500,
    startDate: '2027-12-01T08:00:00+02:00',
    endDate: '2027-12-03T18:00:00+02:00',
    creationDate: '2027-10-01T10:00:00+02:00',
    availableSeats: 12,
    coverImageUrl: `/images/tours/${id}.svg`,
    companyId: 7,
    companyName: 'Nile Trails',
    categoryId: 2,
    rating: 4.5,
    reviewCount: 8,
    ...overrides,
  });
}

// Stores Mariam signed in with a live token, as every other view test does.
export { signIn } from '../../../../tests/fixtures/session';

export interface FavouritesServer {
  /** The server's favourites, by tour id. */
  ids: () => number[];
  /** Every like/unlike call, in order ('like 3', 'unlike 3'), with the bearer it carried. */
  calls: string[];
  bearers: Array<string | null>;
  reads: { count: number };
}

/**
 * The favourites on the msw server: Favtravels lists them; like adds, unlike removes. `refuse` answers
 * like and unlike with that status; `failList` makes the list read fail.
 */
export function favouritesOnServer(
  server: typeof mswServer,
  initial: Tour[],
  options: { refuse?: 401 | 404 | 500; failList?: boolean } = {},
): FavouritesServer {
  const saved = [...initial];
  const state: FavouritesServer = { ids: () => saved.map((tour) => tour.id), calls: [], bearers: [], reads: { count: 0 } };
  const known = new Map(initial.map((tour) => [tour.id, tour]));
  server.use(
    handle('get', '/api/Travel/Favtravels', ({ ok, fail }) => {
      state.reads.count += 1;
      return options.failList ? fail(500, 'Database unavailable') : ok([...saved]);
    }),
    handle('post', '/api/Travel/like/{id}', ({ params, request, fail, outsideContract }) => {
      state.calls.push(`like ${params.id}`);
      state.bearers.push(request.headers.get('Authorization'));
      if (options.refuse) return fail(options.refuse, 'Refused');
      const id = Number(params.id);
      if (!saved.some((tour) => tour.id === id)) saved.unshift(known.get(id) ?? sampleTour(id));
      // The contract's answer is 204 with no body; `ok` only builds JSON answers.
      return outsideContract(new Response(null, { status: 204 }));
    }),
    handle('delete', '/api/Travel/like/{id}', ({ params, request, fail, outsideContract }) => {
      state.calls.push(`unlike ${params.id}`);
      state.bearers.push(request.headers.get('Authorization'));
      if (options.refuse) return fail(options.refuse, 'Refused');
      const at = saved.findIndex((tour) => tour.id === Number(params.id));
      if (at >= 0) saved.splice(at, 1);
      return outsideContract(new Response(null, { status: 204 }));
    }),
  );
  return state;
}

/** The favourites actor for the signed-in user, started as the navigation bar starts it. */
function SignedInFavourites({ children, onActor }: { children: ReactNode; onActor?: (actor: FavouritesRef) => void }) {
  const userId = userIdOf(Session.useSelector(selectUser)?.token);
  const favourites = useActorRef(favouritesMachine, { input: { userId } });
  useEffect(() => {
    onActor?.(favourites);
  }, [favourites, onActor]);
  return <FavouritesContext.Provider value={favourites}>{children}</FavouritesContext.Provider>;
}

function WithFavourites({ children, onActor }: { children: ReactNode; onActor?: (actor: FavouritesRef) => void }) {
  const signedIn = Session.useSelector(selectIsSignedIn);
  return signedIn ? <SignedInFavourites onActor={onActor}>{children}</SignedInFavourites> : <>{children}</>;
}

/** Where a card sent the user, with the navigation state it carried. */
function Destination({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </div>
  );
}

export async function renderCatalogue(ui: ReactNode, language: Language, options: { onActor?: (actor: FavouritesRef) => void } = {}) {
  const i18n = await createTestI18n(language);
  const tree = (page: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <Session.Provider>
        <MemoryRouter initialEntries={['/favorites']}>
          <WithFavourites onActor={options.onActor}>
            <Routes>
              <Route path="/favorites" element={page} />
              <Route path="/login" element={<Destination name="Login page" />} />
              <Route path="/book-now" element={<Destination name="Booking page" />} />
              <Route path="/travel-with-us" element={<Destination name="Tour details page" />} />
              <Route path="/tours" element={<Destination name="Tours page" />} />
            </Routes>
          </WithFavourites>
        </MemoryRouter>
      </Session.Provider>
    </I18nextProvider>
  );
  const result = render(tree(ui));
  /** Renders another page element in the same providers (the session and favourites stay). */
  const rerender = (page: ReactNode) => result.rerender(tree(page));
  return { ...result, rerender, i18n };
}
