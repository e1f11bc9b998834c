// The one list of libraries every app shares as a singleton at run time (ARCHITECTURE.md section 1).
// requiredVersion comes from the app's own package.json, never `false`.
const sharedPackage = require('../package.json');
const { usedExports } = require('./used-exports.cjs');

// Large libraries provided tree-shaken to what the workspace imports (see used-exports.cjs).
const TREE_SHAKEN = ['antd', 'react-router-dom', '@tanstack/react-query', '@coach/shared'];

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'antd',
  '@ant-design/cssinjs',
  '@coach/shared',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sharedDeps(appPackage) {
  const versions = { ...appPackage.dependencies, '@coach/shared': sharedPackage.version };
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = versions[packageNameOf(request)];
      if (!version) throw new Error(`${appPackage.name} must depend on ${packageNameOf(request)} to share it`);
      const config = { singleton: true, requiredVersion: version.startsWith('workspace:') ? sharedPackage.version : version };
      if (TREE_SHAKEN.includes(request)) config.treeShaking = { mode: 'runtime-infer', usedExports: usedExports(request) };
      return [request, config];
    }),
  );
}

module.exports = { SINGLETONS, sharedDeps };
