// The one list of libraries every app shares as a singleton at run time (ARCHITECTURE.md section 1).
// requiredVersion comes from the app's own package.json, never `false`.
const sharedPackage = require('../package.json');
const { usedExports, antdComponents } = require('./used-exports.cjs');

// Large libraries provided tree-shaken to what the workspace imports (see used-exports.cjs).
const TREE_SHAKEN = ['react-router-dom', '@tanstack/react-query', '@coach/shared', '@coach/shared/area', '@coach/shared/date-field', '@coach/shared/contracts'];

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@ant-design/cssinjs',
  '@coach/shared',
  '@coach/shared/area',
  // Password fields, the password change and the photo picker (antd's Form, Input, Typography): only the
  // screens that show one load them.
  '@coach/shared/account-forms',
  // DateField and TimeField (antd's DatePicker, TimePicker and dayjs): loaded only by screens with a date.
  '@coach/shared/date-field',
  // The areas' zod contracts: loaded by the first screen that validates one of their responses.
  '@coach/shared/contracts',
  // The clients' app: its session, API client, task query and outbox (never loaded by the trainers' app).
  '@coach/shared/client-app',
  // antd's pickers and our fields must see one dayjs: its locales ('es') and plugins live on the instance.
  'dayjs',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * antd is shared one component at a time (`antd/es/button`, `antd/es/table`…), each a singleton, so a
 * page downloads only the components it renders instead of the union of every screen's (ARCHITECTURE.md
 * section 6; docs/decisions.md "Presupuestos"). The host provides every component the workspace uses,
 * all from its one compilation: the modules they have in common (ConfigProvider's context, the theme,
 * cssinjs) exist once in the browser, so every component sees the same theme and locale. A remote only
 * carries fallbacks for what it imports, used when it runs on its own.
 */
function antdShares(appDir, version, providesAll, eager) {
  const antdVersion = require(require.resolve('antd/package.json', { paths: [appDir] })).version;
  return antdComponents().map((request) => {
    const config = { singleton: true, requiredVersion: version, version: antdVersion };
    // An absolute path is provided whether or not the host's own code imports the component.
    if (providesAll) config.import = require.resolve(request, { paths: [appDir] });
    if (eager.includes(request)) config.eager = true;
    return [request, config];
  });
}

/**
 * @param {{ dependencies: Record<string, string>, name: string }} appPackage
 * @param {{ dir: string, providesAll: boolean, eager?: readonly string[] }} app where the app lives; whether it
 *   provides every shared antd component (the host) or only those it imports (a remote); the shares a host
 *   carries in its entry (main.js) instead of one chunk each (the registry's `firstScreenShares`)
 */
function sharedDeps(appPackage, { dir, providesAll, eager = [] }) {
  const versions = { ...appPackage.dependencies, '@coach/shared': sharedPackage.version };
  const requiredVersion = (request) => {
    const version = versions[packageNameOf(request)];
    if (!version) throw new Error(`${appPackage.name} must depend on ${packageNameOf(request)} to share it`);
    return version.startsWith('workspace:') ? sharedPackage.version : version;
  };
  const libraries = SINGLETONS.map((request) => {
    const config = { singleton: true, requiredVersion: requiredVersion(request) };
    // The federation runtime refuses both on one share: a share carried in a host's entry comes whole.
    if (eager.includes(request)) config.eager = true;
    else if (TREE_SHAKEN.includes(request)) config.treeShaking = { mode: 'runtime-infer', usedExports: usedExports(request) };
    return [request, config];
  });
  return Object.fromEntries([...libraries, ...antdShares(dir, requiredVersion('antd'), providesAll, eager)]);
}

/** Every share key (the bench counts the copies of each). */
const sharedKeys = () => [...SINGLETONS, ...antdComponents()];

module.exports = { SINGLETONS, sharedDeps, sharedKeys };
