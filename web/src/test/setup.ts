import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadComboboxes } from '@/components/select';

// jsdom lacks what Mantine reads for colour schemes and floating elements. The tests' reader
// prefers reduced motion: the theme respects it, so Mantine's transitions (a button's loader, a
// menu closing) take no time and leave no timer behind to fire after a test's window is gone
// (CI once saw "window is not defined" from a loader's transition ending after teardown).
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lays nothing out: Mantine's Combobox scrolls its selected option into view, later.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// Screens' selects are stand-ins until Mantine's Select arrives (components/select.tsx): the
// tests drive the real fields from the first render; select.test.tsx drives the stand-ins.
await loadComboboxes();

afterEach(() => {
  cleanup();
});
