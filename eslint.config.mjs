import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint/layers.mjs';
import registry from './shared/registry.cjs';

// antd is shared one component at a time from the host (shared/build/shared-deps.cjs): a value
// import from the 'antd' barrel would bundle a second, unshared copy that misses the theme.
const antdPaths = [
  {
    name: 'antd',
    allowTypeImports: true,
    message: "Import each component from 'antd/es/<component>' (e.g. import Button from 'antd/es/button').",
  },
];
const antdPatterns = [
  {
    group: ['antd/es/*/*', '!antd/es/locale/*', 'antd/lib/*', 'antd/locale/*'],
    allowTypeImports: true,
    message: "Only whole components are shared: import from 'antd/es/<component>' (locales from 'antd/es/locale/<locale>').",
  },
];

// Layers (docs/adding-an-area.md): a remote never imports another remote or the host (the host composes
// them at run time through the typed contract in @coach/shared); the host imports no remote's source;
// shared imports no app and not the API; in the API, db/ imports no module.
const hosts = [registry.host, registry.clientApp];
const apps = [...hosts, ...registry.remotes];
const layerZones = [
  ...registry.remotes.map((remote) => ({
    from: remote.dir,
    forbid: apps.filter((app) => app !== remote),
    message: 'a remote never imports another remote or the host: expose a module (shared/registry.cjs) and let the host compose it.',
  })),
  ...hosts.map((host) => ({
    from: host.dir,
    forbid: [...registry.remotes, ...hosts.filter((other) => other !== host)],
    message: 'a host loads remotes at run time (remoteLoader), never their source, and never imports the other host.',
  })),
  { from: 'shared', forbid: [...apps, registry.api], message: 'shared is imported by the apps and the API; it imports none of them.' },
  {
    from: 'api/src/db',
    forbid: ['modules', 'http', 'plugins'].map((folder) => ({ dir: `api/src/${folder}` })),
    message: 'db/ holds the tables and the connection; modules import db, never the other way round.',
  },
];

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
      '@typescript-eslint/no-restricted-imports': ['error', { paths: antdPaths, patterns: antdPatterns }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // An @ant-design/icons icon is a <span role="img" aria-label="calendar">: screen readers read its English
    // name ("calendar", "ellipsis") inside every button, link and menu item that shows it.
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message: 'An antd icon reads its English name aloud: add aria-hidden if it is decorative, or a Spanish aria-label if it is the only name of what it is in.',
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,cjs,mjs,js}'],
    plugins: { layers: layersPlugin(import.meta.dirname) },
    rules: { 'layers/no-cross-layer': ['error', layerZones] },
  },
  // Files that run in the browser (or in a page evaluated by Playwright) as well as in Node.
  {
    files: ['shared/build/jest-setup.cjs', 'shared/build/theme-init.js', 'scripts/bench.mjs', 'scripts/lighthouse.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
