import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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

/** @returns {import('typescript-eslint').ConfigArray} */
function layerRules() {
  const relative = { group: ['../*', '../../*'], message: 'Import with the @/ alias.' };
  return layers.map((layer) => {
    const index = layers.indexOf(layer);
    // config and content are the ground floor: neither imports the other's layer above it.
    const above = base.includes(layer)
      ? layers.filter((l) => l !== layer)
      : layers.slice(index + 1);
    return {
      files: [`src/${layer}/**/*.{ts,tsx}`],
      ignores: ['src/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          /** @type {const} */ ('error'),
          {
            patterns: [
              relative,
              ...(above.length
                ? [
                    {
                      group: above.map((l) => `@/${l}/*`),
                      message: `Layers import downwards only: ${layer} may not import ${above.join(', ')}.`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
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
