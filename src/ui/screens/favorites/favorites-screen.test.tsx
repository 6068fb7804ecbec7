import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectCount } from '@/machines/favourites/favourites.selectors';
import type { FavouritesRef } from '@/ui/app/nav/favourites';
import { favouritesOnServer, renderCatalogue, sampleTour, signIn } from '@/ui/kit/favourite-heart/favourites-test-harness';
import { startMswServer } from '../../../../tests/msw/server';
import { FavoritesScreen } from './favorites-screen';

const server = startMswServer();
afterEach(() => vi.restoreAllMocks());

const siwa = sampleTour(8, { title: 'Siwa Oasis Escape', price: 4200 });
const dahab = sampleTour(9, { title: 'Dahab Diving Week', price: 12500, availableSeats: 0 });

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/favorites (English)', () => {
  it("lists the saved tours with prices in pounds under 'Your Favorite Tours'", async () => {
    signIn();
    favouritesOnServer(server, [siwa, dahab]);
    await renderCatalogue(<FavoritesScreen />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Favorite Tours' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your favorite tours…');
    await waitFor(() => expect(cards()).toEqual(['Siwa Oasis Escape', 'Dahab Diving Week']));
    expect(screen.queryByRole('status')).toBeNull();
    const siwaCard = screen.getByRole('article', { name: 'Siwa Oasis Escape' });
    expect(within(siwaCard).getByText('EGP 4,200')).toBeTruthy();
    expect(within(siwaCard).getByRole('button', { name: 'Favorite: Siwa Oasis Escape' }).getAttribute('aria-pressed')).toBe('true');
    const dahabCard = screen.getByRole('article', { name: 'Dahab Diving Week' });
    expect(within(dahabCard).getByText('EGP 12,500')).toBeTruthy();
    expect(within(dahabCard).getByRole<HTMLButtonElement>('button', { name: 'Sold Out' }).disabled).toBe(true);
  });

  it('un-favouriting a card removes it at once and on the server; the last one leaves the empty text', async () => {
    signIn();
    const onServer = favouritesOnServer(server, [siwa, dahab]);
    let actor: FavouritesRef | undefined;
    await renderCatalogue(<FavoritesScreen />, 'en', { onActor: (ref) => (actor = ref) });
    await waitFor(() => expect(cards()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Siwa Oasis Escape' }));
    expect(cards()).toEqual(['Dahab Diving Week']);
    expect(selectCount(actor?.getSnapshot())).toBe(1); // the badge follows
    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Dahab Diving Week' }));
    expect(cards()).toEqual([]);
    expect(screen.getByText("You haven't saved any tours yet.")).toBeTruthy();
    await waitFor(() => expect(onServer.ids()).toEqual([]));
    expect(onServer.calls).toEqual(['unlike 8', 'unlike 9']);
  });

  it('a removal the server refuses brings the card back where it was', async () => {
    signIn();
    favouritesOnServer(server, [siwa, dahab], { refuse: 500 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderCatalogue(<FavoritesScreen />, 'en');
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Favorite: Siwa Oasis Escape' }));
    expect(cards()).toEqual(['Dahab Diving Week']);
    await waitFor(() => expect(cards()).toEqual(['Siwa Oasis Escape', 'Dahab Diving Week']));
  });

  it('with no favourites: the empty text and a link to browse tours', async () => {
    signIn();
    favouritesOnServer(server, []);
    await renderCatalogue(<FavoritesScreen />, 'en');
    expect(await screen.findByText("You haven't saved any tours yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Browse tours' }));
    expect(await screen.findByRole('heading', { name: 'Tours page' })).toBeTruthy();
  });

  it('a failed load shows the error with Try Again, which reads the list again', async () => {
    signIn();
    favouritesOnServer(server, [siwa], { failList: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderCatalogue(<FavoritesScreen />, 'en');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your favorite tours')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Favourites: Database unavailable');

    favouritesOnServer(server, [siwa]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cards()).toEqual(['Siwa Oasis Escape']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/favorites (Arabic)', () => {
  it('reads right to left, in Arabic, with prices in pounds', async () => {
    signIn();
    favouritesOnServer(server, [siwa]);
    await renderCatalogue(<FavoritesScreen />, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'رحلاتك المفضلة' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Siwa Oasis Escape' });
    expect(within(card).getByText('4,200 ج.م')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'المفضلة: Siwa Oasis Escape' }));
    expect(await screen.findByText('لم تحفظ أي رحلات بعد.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفح الرحلات' }).getAttribute('href')).toBe('/tours');
  });
});
