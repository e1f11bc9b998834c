// The webpack config of a remote (REMOTE_DIR) as its team builds it, plus one text changed in one file
// (VARIANT_FILE, VARIANT_FROM → VARIANT_TO): the "new release" of e2e/tests/remote-release.spec.ts.
const path = require('node:path');

const remoteDir = process.env.REMOTE_DIR;
const base = require(path.join(remoteDir, 'webpack.config.cjs'));

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.unshift({
    test: (file) => file.endsWith(process.env.VARIANT_FILE),
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'replace-text-loader.cjs'), options: { from: process.env.VARIANT_FROM, to: process.env.VARIANT_TO } }],
  });
  return config;
};
