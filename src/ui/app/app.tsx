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
// Every address the table below does not name: a guide page (src/content/guide-pages.ts) or not found.
const GuideScreen = screen<object, 'GuideScreen'>(() => import('../screens/guide/guide-screen'), 'GuideScreen');
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
const GetInTouchScreen = screen(() => import('../screens/get-in-touch/get-in-touch-screen'), 'GetInTouchScreen');
const ContactScreen = screen(() => import('../screens/contact/contact-screen'), 'ContactScreen');
const PartnersScreen = screen(() => import('../screens/partners/partners-screen'), 'PartnersScreen');

/** The route table (spec: both documents' route tables). */
export function App() {
  return (
    // The session actor, inspected with the rest of the page's actors under `?inspect` (issue 9).
    <Session.Provider options={inspected()}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<AppLayout />}>
            <Route index element={<HomeScreen />} />
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
            {/* Companies apply to become partners (accounts §2, §5); travellers write to us (accounts §2). */}
            <Route path="/GetInTouch" element={<GetInTouchScreen />} />
            <Route path="/contact" element={<ContactScreen />} />
            <Route path="/partners" element={<PartnersScreen />} />
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/signup" element={<SignupScreen />} />
            {/* The guide's pages (destinations, indexes, places, about) or, for anything else, not found. */}
            <Route path="*" element={<GuideScreen />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </Session.Provider>
  );
}
