import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'functions/lib/**',
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (default only for lazy routes).',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import boundaries (docs/architecture-web.md); the rules live in eslint-rules/.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-feature-imports': 'error',
      'boundaries/web-layers': 'error',
      'boundaries/module-type-imports': 'error',
      'boundaries/no-import-cycles': 'error',
    },
  },
  {
    // Issue 15: Mantine's selects bring their dropdown's code (floating-ui and all, 30 KB) into
    // a screen's first load; web/src/components/select.tsx shows stand-ins until it has come.
    // Its notifications' store comes with their container, after the first screen. Tests ship
    // nothing.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/comboboxes.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Select', 'MultiSelect'],
              allowTypeImports: true,
              message:
                "Import Select from '@/components/select' and MultiSelect from '@/components/multi-select'.",
            },
            {
              name: '@mantine/notifications',
              importNames: ['notifications'],
              message: "Import notifications from '@/lib/notifications' (loaded when one shows).",
            },
          ],
        },
      ],
    },
  },
  {
    // Lazy routes and tool configs need default exports.
    files: ['web/src/**/routes/**/*.tsx', '**/*.config.{ts,js,mjs}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
