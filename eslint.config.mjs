import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.artifacts/**', '.data/**', 'api/drizzle/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // antd is shared one component at a time from the host (shared/build/shared-deps.cjs): a value
      // import from the 'antd' barrel would bundle a second, unshared copy that misses the theme.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              allowTypeImports: true,
              message: "Import each component from 'antd/es/<component>' (e.g. import Button from 'antd/es/button').",
            },
          ],
          patterns: [
            {
              group: ['antd/es/*/*', '!antd/es/locale/*', 'antd/lib/*', 'antd/locale/*'],
              allowTypeImports: true,
              message: "Only whole components are shared: import from 'antd/es/<component>' (locales from 'antd/es/locale/<locale>').",
            },
          ],
        },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Files that run in the browser (or in a page evaluated by Playwright) as well as in Node.
  {
    files: ['shared/build/jest-setup.cjs', 'shared/build/theme-init.js', 'scripts/bench.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
