import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { INTERACTIONS_KEY } from '@/machines/interactions/interaction-records';
import { selectCount } from '@/machines/favourites/favourites.selectors';
import type { FavouritesRef } from '@/ui/app/nav/favourites';
import { startMswServer } from '../../../../tests/msw/server';
import { FavouriteHeart } from './favourite-heart';
import { favouritesOnServer, renderCatalogue, sampleTour, signIn } from './favourites-test-harness';

const server = startMswServer();
afterEach(() => vi.restoreAllMocks());

const luxor = sampleTour(3, { title: 'Luxor by Balloon' });
const aswan = sampleTour(4, { title: 'Aswan Felucca' });

/** Two hearts of the same tour (say a carousel card and the details page) and one of another tour. */
function Hearts() {
  return (
    <div>
      <section aria-label="Carousel">
        <FavouriteHeart tour={luxor} />
      </section>
      <section aria-label="Details">
        <FavouriteHeart tour={luxor} size="large" />
        <FavouriteHeart tour={aswan} />
      </section>
    </div>
  );
}

const hearts = (name: string) => screen.getAllByRole('button', { name });
const pressed = (name: string) => hearts(name).map((heart) => heart.getAttribute('aria-pressed'));

describe('favourite heart, signed in', () => {
  it('reacts at once, is in sync everywhere, likes then unlikes on the server and records the interaction', async () => {
    const user = signIn('u-42');
    const onServer = favouritesOnServer(server, [aswan]);
    let actor: FavouritesRef | undefined;
    await renderCatalogue(<Hearts />, 'en', { onActor: (ref) => (actor = ref) });
    await waitFor(() => expect(pressed('Favorite: Aswan Felucca')).toEqual(['true']));
    expect(pressed('Favorite: Luxor by Balloon')).toEqual(['false', 'false']);

    fireEvent.click(hearts('Favorite: Luxor by Balloon')[0] as HTMLElement);
    // At once, before the server answered, and on both hearts of the tour.
    expect(pressed('Favorite: Luxor by Balloon')).toEqual(['true', 'true']);
    expect(selectCount(actor?.getSnapshot())).toBe(2);
    await waitFor(() => expect(onServer.ids()).toEqual([3, 4]));
    expect(onServer.bearers).toEqual([`Bearer ${user.token}`]);
    await waitFor(() => expect(hearts('Favorite: Luxor by Balloon')[0]?.getAttribute('aria-busy')).toBeNull());
    expect(JSON.parse(localStorage.getItem(INTERACTIONS_KEY) ?? '[]')).toEqual([
      { userId: 'u-42', id: '3', type: 'travel', checkout: 0, favourite: true, booked: false, total: 3 },
    ]);

    fireEvent.click(hearts('Favorite: Luxor by Balloon')[1] as HTMLElement);
    expect(pressed('Favorite: Luxor by Balloon')).toEqual(['false', 'false']);
    await waitFor(() => expect(onServer.ids()).toEqual([4]));
    expect(onServer.calls).toEqual(['like 3', 'unlike 3']);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(INTERACTIONS_KEY) ?? '[]')).toEqual([
        { userId: 'u-42', id: '3', type: 'travel', checkout: 0, favourite: false, booked: false, total: 0 },
      ]),
    );
  });

  it('a change the server refuses is rolled back (the heart tells the truth) and only logged', async () => {
    signIn();
    const onServer = favouritesOnServer(server, [aswan], { refuse: 500 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderCatalogue(<Hearts />, 'en');
    await waitFor(() => expect(pressed('Favorite: Aswan Felucca')).toEqual(['true']));

    fireEvent.click(hearts('Favorite: Aswan Felucca')[0] as HTMLElement);
    fireEvent.click(hearts('Favorite: Luxor by Balloon')[0] as HTMLElement);
    expect(pressed('Favorite: Aswan Felucca')).toEqual(['false']);
    expect(pressed('Favorite: Luxor by Balloon')).toEqual(['true', 'true']);

    await waitFor(() => expect(onServer.calls).toEqual(['unlike 4', 'like 3']));
    await waitFor(() => expect(pressed('Favorite: Luxor by Balloon')).toEqual(['false', 'false']));
    expect(pressed('Favorite: Aswan Felucca')).toEqual(['true']);
    expect(logged).toHaveBeenCalledWith('Favourites: Refused');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(INTERACTIONS_KEY)).toBeNull();
  });
});

describe('favourite heart, signed out', () => {
  it('asks to log in first and, when accepted, goes to /login; nothing is sent', async () => {
    const onServer = favouritesOnServer(server, []);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderCatalogue(<Hearts />, 'en');
    await act(() => Promise.resolve());

    fireEvent.click(hearts('Favorite: Aswan Felucca')[0] as HTMLElement);
    expect(confirm).toHaveBeenCalledWith('You need to login first. Do you want to login now?');
    expect(pressed('Favorite: Aswan Felucca')).toEqual(['false']);

    fireEvent.click(hearts('Favorite: Aswan Felucca')[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(onServer.calls).toEqual([]);
    expect(onServer.reads.count).toBe(0);
  });

  it('in Arabic, the heart and the confirm read in Arabic', async () => {
    favouritesOnServer(server, []);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderCatalogue(<Hearts />, 'ar');
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'المفضلة: Aswan Felucca' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0]).toMatch(/[\u0600-\u06FF]/);
  });
});
