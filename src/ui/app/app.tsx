import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout';

// Every screen is lazy-loaded: a route's code (and its locale namespace) ships in its own chunk, so the
// home page loads only what it shows (see scripts/bundle-budget.mjs).
const HomeScreen = lazy(() => import('../screens/home/home-screen').then((m) => ({ default: m.HomeScreen })));
const NotFoundScreen = lazy(() =>
  import('../screens/not-found/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);

/** The route table (spec: both documents' route tables; later issues fill in their screens). */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          <Route index element={<HomeScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
