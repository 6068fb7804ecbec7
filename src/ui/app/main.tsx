import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import { bootI18n } from './i18n';
import { App } from './app';
import { renderWithInspector } from './inspector';

void bootI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// In development, `?inspect` attaches the Stately inspector before the first actor starts (issue 9).
renderWithInspector(window.location.search, () =>
  createRoot(root).render(
    <StrictMode>
      {/* The shell waits for its own strings; screens wait for theirs below it. */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
