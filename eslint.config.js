import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to route: react-admin's re-exports, which go through the app's routerProvider
    // (src/admin/providers/routerProvider.ts); react-router-dom only for what react-admin does not
    // export (Route, Routes, useSearchParams, the data router in App.tsx).
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Navigate', 'Link', 'Outlet', 'useParams', 'useNavigate', 'useLocation', 'useBlocker', 'useMatch', 'useInRouterContext'],
              message: 'Import it from react-admin (it routes through the app\'s routerProvider).',
            },
            { name: 'react-router', message: 'Import from react-admin, or react-router-dom for what react-admin does not export.' },
          ],
        },
      ],
    },
  },
);
