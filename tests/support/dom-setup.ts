import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library does not register its own cleanup: unmount after each test.
afterEach(() => cleanup());

// A screen's first render in a file waits for its lazily loaded modules to be transformed: allow for it.
configure({ asyncUtilTimeout: 10_000 });
