import { afterEach } from 'vitest';

// Only the files that ask for a DOM (`// @vitest-environment jsdom`) render React: they load the
// DOM matchers and unmount after each test. The files that run in Node skip both imports.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
