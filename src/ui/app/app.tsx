import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useRenderCollector } from './ssr/render-context';
import { AppLayout } from './app-layout';
import { inspected } from './inspector';
import { RequireUser } from './require-user';
import { Session } from './session';

// Every screen is lazy-loaded: a route's code (and its locale namespace) ships in its own chunk, so the
// home page loads only what it shows (see scripts/bundle-budget.mjs). Each is named by its source path:
// the server preloads the chunks of the screens it rendered, and the browser loads them before hydrating
//, so the first render in the browser does not wait on a chunk.
const screenLoaders = new Map<string, () => Promise<unknown>>();
const loadedScreens = new Map<string, ComponentType<never>>();
function screen<P extends object, K extends string>(path: string, load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  const key = `${path}#${name}`;
  const loadScreen = () =>
    load().then((module) => {
      loadedScreens.set(key, module[name] as ComponentType<never>);
      return module;
    });
  screenLoaders.set(path, loadScreen);
  const Lazy = lazy<ComponentType<P>>(() => loadScreen().then((module) => ({ default: module[name] })));
  function Screen(props: P) {
    const collector = useRenderCollector();
    if (collector?.server) collector.screens.add(path);
    const Loaded = loadedScreens.get(key) as ComponentType<P> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Screen;
}

/** Loads the screens a server-rendered page showed (their source paths), before the browser hydrates it. */
export function preloadScreens(paths: readonly string[]): Promise<unknown> {
  return Promise.all(paths.flatMap((path) => screenLoaders.get(path)?.() ?? []));
}

const HomeScreen = screen('src/ui/screens/home/home-screen.tsx', () => import('../screens/home/home-screen'), 'HomeScreen');
// Every address the table below does not name: a guide page (src/content/guide-pages.ts) or not found.
const GuideScreen = screen<object, 'GuideScreen'>('src/ui/screens/guide/guide-screen.tsx', () => import('../screens/guide/guide-screen'), 'GuideScreen');
const LoginScreen = screen('src/ui/screens/login/login-screen.tsx', () => import('../screens/login/login-screen'), 'LoginScreen');
const SignupScreen = screen('src/ui/screens/signup/signup-screen.tsx', () => import('../screens/signup/signup-screen'), 'SignupScreen');
const AccountScreen = screen('src/ui/screens/account/account-screen.tsx', () => import('../screens/account/account-screen'), 'AccountScreen');
const ResetPasswordScreen = screen('src/ui/screens/reset-password/reset-password-screen.tsx', () => import('../screens/reset-password/reset-password-screen'), 'ResetPasswordScreen');
const ToursScreen = screen('src/ui/screens/tours/tours-screen.tsx', () => import('../screens/tours/tours-screen'), 'ToursScreen');
const FavoritesScreen = screen('src/ui/screens/favorites/favorites-screen.tsx', () => import('../screens/favorites/favorites-screen'), 'FavoritesScreen');
const TourDetailsScreen = screen('src/ui/screens/tour-details/tour-details-screen.tsx', () => import('../screens/tour-details/tour-details-screen'), 'TourDetailsScreen');
const SearchResultsScreen = screen('src/ui/screens/search-results/search-results-screen.tsx', () => import('../screens/search-results/search-results-screen'), 'SearchResultsScreen');
const CompaniesScreen = screen('src/ui/screens/companies/companies-screen.tsx', () => import('../screens/companies/companies-screen'), 'CompaniesScreen');
const CompanyScreen = screen('src/ui/screens/company/company-screen.tsx', () => import('../screens/company/company-screen'), 'CompanyScreen');
const BookNowScreen = screen('src/ui/screens/book-now/book-now-screen.tsx', () => import('../screens/book-now/book-now-screen'), 'BookNowScreen');
const paymentFlow = () => import('./payment-flow');
const PaymentScreen = screen('src/ui/app/payment-flow.ts', paymentFlow, 'PaymentScreen');
const PaymentStatusScreen = screen('src/ui/app/payment-flow.ts', paymentFlow, 'PaymentStatusScreen');
const PaymentSuccessScreen = screen('src/ui/app/payment-flow.ts', paymentFlow, 'PaymentSuccessScreen');
const PaymentFailedScreen = screen('src/ui/app/payment-flow.ts', paymentFlow, 'PaymentFailedScreen');
const MyBookingsScreen = screen('src/ui/screens/my-bookings/my-bookings-screen.tsx', () => import('../screens/my-bookings/my-bookings-screen'), 'MyBookingsScreen');
const BookingPageScreen = screen('src/ui/screens/booking-page/booking-page-screen.tsx', () => import('../screens/booking-page/booking-page-screen'), 'BookingPageScreen');
const BookingVoucherScreen = screen('src/ui/screens/booking-voucher/booking-voucher-screen.tsx', () => import('../screens/booking-voucher/booking-voucher-screen'), 'BookingVoucherScreen');
const EventsScreen = screen('src/ui/screens/events/events-screen.tsx', () => import('../screens/events/events-screen'), 'EventsScreen');
const EventScreen = screen('src/ui/screens/event/event-screen.tsx', () => import('../screens/event/event-screen'), 'EventScreen');
const GetInTouchScreen = screen('src/ui/screens/get-in-touch/get-in-touch-screen.tsx', () => import('../screens/get-in-touch/get-in-touch-screen'), 'GetInTouchScreen');
const ContactScreen = screen('src/ui/screens/contact/contact-screen.tsx', () => import('../screens/contact/contact-screen'), 'ContactScreen');
const AdminScreen = screen('src/ui/screens/admin/admin-screen.tsx', () => import('../screens/admin/admin-screen'), 'AdminScreen');
// The partner portal: one route, its sections chosen inside its chunk (each route here adds to every page's first JavaScript).
const PartnerScreen = screen('src/ui/screens/partner/partner-screen.tsx', () => import('../screens/partner/partner-screen'), 'PartnerScreen');
const PartnersScreen = screen('src/ui/screens/partners/partners-screen.tsx', () => import('../screens/partners/partners-screen'), 'PartnersScreen');

/** The app in the browser: the session, the router on the address bar, the routes. */
export function App() {
  return (
    // The session actor, inspected with the rest of the page's actors under `?inspect`.
    <Session.Provider options={inspected()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Session.Provider>
  );
}

/** The route table (spec: both documents' route tables); the server renders it under a static router. */
export function AppRoutes() {
  return (
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
        {/* One booking and its voucher, the owner's only: the server answers 404 for anyone else's. */}
        <Route path="/my-bookings/:id" element={<RequireUser>{<BookingPageScreen />}</RequireUser>} />
        <Route path="/my-bookings/:id/voucher" element={<RequireUser>{<BookingVoucherScreen />}</RequireUser>} />
        <Route path="/favorites" element={<RequireUser>{<FavoritesScreen />}</RequireUser>} />
        <Route path="/account" element={<RequireUser>{<AccountScreen />}</RequireUser>} />
        {/* The admin console: the sign-in guard is inside its chunk; the server answers only an admin's calls (403 otherwise). */}
        <Route path="/admin/*" element={<AdminScreen />} />
        {/* The partner portal: the sign-in guard is inside its chunk; the server answers only a partner's calls. */}
        <Route path="/partner/*" element={<PartnerScreen />} />
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
  );
}
