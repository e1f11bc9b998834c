// The one list of libraries every app shares as a singleton at run time (ARCHITECTURE.md section 1).
// requiredVersion comes from the app's own package.json, never `false`.
const sharedPackage = require('../package.json');
const { antdUsedExports } = require('./antd-used-exports.cjs');

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
      if (request === 'antd') config.treeShaking = { mode: 'runtime-infer', usedExports: antdUsedExports() };
      return [request, config];
    }),
  );
}

module.exports = { SINGLETONS, sharedDeps };
