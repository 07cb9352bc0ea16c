import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'dist-test', 'dist-test-*', 'dist-soak-*', 'dist-bench*', '.stryker-tmp', 'reports', 'node_modules', 'test-results', 'playwright-report', '*.tmp.mjs', '**/*.tmp.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine, odds and AI must replay byte for byte from a seed.
    files: ['src/engine/**', 'src/odds/**', 'src/ai/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded dice kept in the battle state.' }],
      'no-restricted-globals': ['error', 'window', 'document'],
    },
  },
)
