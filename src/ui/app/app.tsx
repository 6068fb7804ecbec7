import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { RequireUser } from './require-user';
import { Session } from './session';

// Every screen is lazy-loaded: a route's code (and its locale namespace) ships in its own chunk, so the
// home page loads only what it shows (see scripts/bundle-budget.mjs).
const HomeScreen = lazy(() => import('../screens/home/home-screen').then((m) => ({ default: m.HomeScreen })));
const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));
const ComingScreen = lazy(() => import('../screens/coming/coming-screen').then((m) => ({ default: m.ComingScreen })));

/** Pages whose screens arrive with later issues, by path and the title they show meanwhile. */
const COMING: ReadonlyArray<readonly [path: string, page: string]> = [
  ['/tours', 'tours'],
  ['/travels', 'tours'],
  ['/companies', 'companies'],
  ['/companies/:companyId', 'company'],
  ['/events', 'events'],
  ['/events/:id', 'event'],
  ['/about', 'about'],
  ['/about-us', 'about'],
  ['/services', 'services'],
  ['/travel-with-us', 'tourDetails'],
  ['/search-results', 'searchResults'],
  ['/contact', 'contact'],
  ['/GetInTouch', 'getInTouch'],
  ['/partners', 'partners'],
  ['/pyramids', 'pyramids'],
  ['/luxor-temple', 'luxorTemple'],
  ['/nuweiba', 'nuweiba'],
  ['/siwa', 'siwa'],
  ['/heritage', 'heritage'],
  ['/beaches', 'beaches'],
  ['/mountains', 'mountains'],
  ['/cities', 'cities'],
  ['/museums', 'museums'],
  ['/monuments', 'monuments'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/reset-password', 'resetPassword'],
  ['/account/reset-password', 'resetPassword'],
];

/** Behind the guard (spec, booking §2): a signed-out user is sent to /login and brought back. */
const GUARDED: ReadonlyArray<readonly [path: string, page: string]> = [
  ['/favorites', 'favorites'],
  ['/my-bookings', 'myBookings'],
  ['/book-now', 'bookNow'],
  ['/payment', 'payment'],
  ['/payment-status', 'paymentStatus'],
  ['/payment-success', 'paymentSuccess'],
  ['/payment-failed', 'paymentFailed'],
  ['/account', 'account'],
];

/** The route table (spec: both documents' route tables). */
export function App() {
  return (
    <Session.Provider>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<AppLayout />}>
            <Route index element={<HomeScreen />} />
            {COMING.map(([path, page]) => (
              <Route key={path} path={path} element={<ComingScreen page={page} />} />
            ))}
            {GUARDED.map(([path, page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireUser>
                    <ComingScreen page={page} />
                  </RequireUser>
                }
              />
            ))}
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </Session.Provider>
  );
}
