import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html shows its splash while #root is empty: until the first screen's code and words are
// in, and while a screen suspends (hence the empty fallback).
void appReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
