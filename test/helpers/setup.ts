import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// A busy 2-core machine (CI runs two suites and a browser) can take more than Testing Library's
// default second to render a lazily loaded screen; a wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });
