import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeJson } from './src/l10n/locale-json-plugin';

const src = fileURLToPath(new URL('./src', import.meta.url));
const locales = fileURLToPath(new URL('./locales', import.meta.url));

export default defineConfig({
  plugins: [localeJson(), react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: { '@': src, '@locales': locales } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the site supports knows modulepreload: no polyfill in the boot script.
    modulePreload: { polyfill: false },
  },
  ssr: {
    // One copy of Emotion and the RTL plugin in the SSR bundle, or the RTL cache is ignored.
    noExternal: [/^@emotion\//, '@mui/stylis-plugin-rtl', 'stylis'],
  },
  test: {
    // Node by default; a test that needs a DOM says so on its first line
    // (`// @vitest-environment jsdom`), so the others skip jsdom's start-up.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/content/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    // Every core: Vitest's default leaves one idle (cores - 1), which on the 2-core CI host is a
    // single worker. The tests that write files write into their own temporary copies.
    maxWorkers: availableParallelism(),
    // A ceiling, not a budget: the locale checks run the whole check several times per test, and
    // a loaded 2-core host takes seconds for each (budgets live in the benchmark).
    testTimeout: 30_000,
  },
});
