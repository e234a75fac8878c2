import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * Imports go one way, down these layers; a module may import its own layer and any layer below it,
 * never one above (entries and the island runtime sit on top and may import anything):
 *   app, islands (entries) → pages → features → components → build → routes → styles → i18n →
 *   config, content
 */
const layers = [
  'config',
  'content',
  'i18n',
  'styles',
  'routes',
  'build',
  'components',
  'features',
  'pages',
  'islands',
  'app',
  // The translators' tools: they read the whole site (manifest, schemas); nothing imports them.
  'l10n',
  // The translator's desk (npm run dev only): it reads the checks of l10n.
  'desk',
];
const base = ['config', 'content'];

/** The feature folders: one feature never imports another (pages compose them). */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layer rules, for a module and its tests alike (src/testing is for tests only and is in no
 * layer). In `features`, one rule per feature folder adds: no imports from another feature.
 * @returns {import('typescript-eslint').ConfigArray}
 */
function layerRules() {
  // A test of a build script (scripts/ has no alias) imports it by its path.
  const relative = {
    regex: '^\\.\\./(?!\\.\\./scripts/)',
    message: 'Import with the @/ alias.',
  };
  return layers.flatMap((layer) => {
    const index = layers.indexOf(layer);
    // config and content are the ground floor: neither imports the other's layer above it.
    const above = base.includes(layer)
      ? layers.filter((l) => l !== layer)
      : layers.slice(index + 1);
    const upward = above.length
      ? [
          {
            group: above.map((l) => `@/${l}/*`),
            message: `Layers import downwards only: ${layer} may not import ${above.join(', ')}.`,
          },
        ]
      : [];
    /**
     * @param {string} files
     * @param {{ group: string[], message: string }[]} more
     * @returns {import('typescript-eslint').ConfigArray[number]}
     */
    const rule = (files, more = []) => ({
      files: [files],
      rules: {
        'no-restricted-imports': ['error', { patterns: [relative, ...upward, ...more] }],
      },
    });
    if (layer !== 'features') return [rule(`src/${layer}/**/*.{ts,tsx}`)];
    return features.map((feature) =>
      rule(`src/features/${feature}/**/*.{ts,tsx}`, [
        {
          group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
          message: `One feature never imports another: ${feature} may not import another feature (move the shared part down to components, or compose them in a page).`,
        },
      ]),
    );
  });
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'test-results',
      'playwright-report',
      'artifacts',
      '**/.wrangler',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'tests/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports.',
        },
        {
          selector: 'JSXText[value=/[A-Za-z\\u0600-\\u06FF]{2,}/]',
          message: 'Visible text belongs in locales/<lng>/<namespace>.json, not in TSX.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Declarations of third-party modules describe their default exports as they are.
    files: ['scripts/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['*.config.{ts,js}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests render fixtures with literal text.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Small pieces: a longer function says why in a comment beside an eslint-disable.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  ...layerRules(),
  {
    // No import cycles, through any chain of modules (the layers forbid only upward imports).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The entries beside the layers (src/entry-server.tsx) import anything, with the alias.
    files: ['src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', './*'], message: 'Import with the @/ alias.' }] },
      ],
    },
  },
);
