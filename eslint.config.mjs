import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/contracts/src/events/gen/**',
      'services/*/src/generated/**',
      'web/dist/**',
      'web/src/gql/generated.ts',
      '.data/**',
      'test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'AbortSignal',
          property: 'any',
          message:
            'On Node 20 a listened AbortSignal.any whose timeout source is collected first is kept for ever (a leak the soak found); use one AbortController and a timer.',
        },
      ],
    },
  },
  {
    // Tests read loosely typed GraphQL answers.
    files: ['**/test/**/*.ts', 'packages/test-kit/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        TextDecoder: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
