import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { inspected } from './inspector';
import { RequireUser } from './require-user';
import { Session } from './session';

// Every screen is lazy-loaded: a route's code (and its locale namespace) ships in its own chunk, so the
// home page loads only what it shows (see scripts/bundle-budget.mjs).
const screen = <P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const HomeScreen = screen(() => import('../screens/home/home-screen'), 'HomeScreen');
const NotFoundScreen = screen(() => import('../screens/not-found/not-found-screen'), 'NotFoundScreen');
const ComingScreen = screen<{ page: string }, 'ComingScreen'>(() => import('../screens/coming/coming-screen'), 'ComingScreen');
const LoginScreen = screen(() => import('../screens/login/login-screen'), 'LoginScreen');
const SignupScreen = screen(() => import('../screens/signup/signup-screen'), 'SignupScreen');
const AccountScreen = screen(() => import('../screens/account/account-screen'), 'AccountScreen');
const ResetPasswordScreen = screen(() => import('../screens/reset-password/reset-password-screen'), 'ResetPasswordScreen');
const ToursScreen = screen(() => import('../screens/tours/tours-screen'), 'ToursScreen');
const FavoritesScreen = screen(() => import('../screens/favorites/favorites-screen'), 'FavoritesScreen');
const TourDetailsScreen = screen(() => import('../screens/tour-details/tour-details-screen'), 'TourDetailsScreen');
const SearchResultsScreen = screen(() => import('../screens/search-results/search-results-screen'), 'SearchResultsScreen');
const CompaniesScreen = screen(() => import('../screens/companies/companies-screen'), 'CompaniesScreen');
const CompanyScreen = screen(() => import('../screens/company/company-screen'), 'CompanyScreen');
const BookNowScreen = screen(() => import('../screens/book-now/book-now-screen'), 'BookNowScreen');
const paymentFlow = () => import('./payment-flow');
const PaymentScreen = screen(paymentFlow, 'PaymentScreen');
const PaymentStatusScreen = screen(paymentFlow, 'PaymentStatusScreen');
const PaymentSuccessScreen = screen(paymentFlow, 'PaymentSuccessScreen');
const PaymentFailedScreen = screen(paymentFlow, 'PaymentFailedScreen');
const MyBookingsScreen = screen(() => import('../screens/my-bookings/my-bookings-screen'), 'MyBookingsScreen');
const EventsScreen = screen(() => import('../screens/events/events-screen'), 'EventsScreen');
const EventScreen = screen(() => import('../screens/event/event-screen'), 'EventScreen');

/** Pages whose screens arrive with later issues; each shows its title (locales/*\/pages.json) meanwhile. */
const COMING = [
  '/about', '/about-us',
  '/services', '/contact', '/GetInTouch', '/partners', '/pyramids',
  '/luxor-temple', '/nuweiba', '/siwa', '/heritage', '/beaches', '/mountains', '/cities', '/museums', '/monuments',
];

/** A page's title key: its path in camelCase (`/luxor-temple` → luxorTemple), except where two share one. */
const SHARED_TITLES: Record<string, string> = {
  '/about-us': 'about',
};
const pageOf = (path: string) =>
  SHARED_TITLES[path] ?? path.slice(1).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (first) => first.toLowerCase());

/** The route table (spec: both documents' route tables). */
export function App() {
  return (
    // The session actor, inspected with the rest of the page's actors under `?inspect` (issue 9).
    <Session.Provider options={inspected()}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<AppLayout />}>
            <Route index element={<HomeScreen />} />
            {COMING.map((path) => (
              <Route key={path} path={path} element={<ComingScreen page={pageOf(path)} />} />
            ))}
            {/* Behind the guard (spec, booking §2): a signed-out user is sent to /login and brought back. */}
            <Route path="/book-now" element={<RequireUser>{<BookNowScreen />}</RequireUser>} />
            <Route path="/payment" element={<RequireUser>{<PaymentScreen />}</RequireUser>} />
            <Route path="/payment-status" element={<RequireUser>{<PaymentStatusScreen />}</RequireUser>} />
            <Route path="/payment-success" element={<RequireUser>{<PaymentSuccessScreen />}</RequireUser>} />
            <Route path="/payment-failed" element={<RequireUser>{<PaymentFailedScreen />}</RequireUser>} />
            <Route path="/my-bookings" element={<RequireUser>{<MyBookingsScreen />}</RequireUser>} />
            <Route path="/favorites" element={<RequireUser>{<FavoritesScreen />}</RequireUser>} />
            <Route path="/account" element={<RequireUser>{<AccountScreen />}</RequireUser>} />
            {/* The same screen at both addresses (spec, booking §2). */}
            <Route path="/reset-password" element={<ResetPasswordScreen />} />
            <Route path="/account/reset-password" element={<ResetPasswordScreen />} />
            {/* The navigation bar's Tours and the mobile menu's and footer's Travels: one listing (spec, accounts §2). */}
            <Route path="/tours" element={<ToursScreen />} />
            <Route path="/travels" element={<ToursScreen />} />
            <Route path="/travel-with-us" element={<TourDetailsScreen />} />
            <Route path="/search-results" element={<SearchResultsScreen />} />
            <Route path="/companies" element={<CompaniesScreen />} />
            <Route path="/companies/:companyId" element={<CompanyScreen />} />
            <Route path="/events" element={<EventsScreen />} />
            <Route path="/events/:id" element={<EventScreen />} />
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/signup" element={<SignupScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </Session.Provider>
  );
}
