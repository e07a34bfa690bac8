import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html shows its splash while #root is empty: until the first screen's code and words are
// in, and while a screen suspends (hence the empty fallback). The first render is a transition:
// React draws it in slices of a few milliseconds, so a slow phone stays responsive meanwhile.
void appReady.then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </StrictMode>,
    ),
  );
});
