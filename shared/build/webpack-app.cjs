// One webpack configuration for the host and every remote. Each app passes only its folder; its name,
// dev port, title and exposed modules come from the registry (shared/registry.cjs).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { firstScreenFiles, FirstScreenCompileHintsPlugin } = require('./first-screen-files.cjs');
const { antdStaticStyles } = require('./antd-static-styles.cjs');
const { OfflineFilesPlugin } = require('./offline-files.cjs');
const registry = require('../registry.cjs');

const runtimePlugin = (file) => require.resolve(`../src/federation/${file}`);

/** The registry entry of the app in `dir`, with its exposes written as webpack wants them. */
function appOf(dir) {
  const folder = path.basename(dir);
  const host = [registry.host, registry.clientApp].find((entry) => entry.dir === folder);
  if (host) return { ...host, exposes: {} };
  const remote = registry.remotes.find((entry) => entry.dir === folder);
  if (!remote) throw new Error(`${folder} is not in shared/registry.cjs`);
  const exposes = Object.fromEntries(Object.entries(remote.exposes).map(([key, file]) => [`./${key}`, file]));
  return { ...remote, exposes };
}

/** In development the host finds each remote on its own dev server (production: the API's /remotes.json). */
const devRemotesFile = () =>
  Object.fromEntries(registry.remotes.map((remote) => [remote.name, `http://localhost:${remote.devPort}/mf-manifest.json`]));

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** `<file>.br` and `<file>.gz` beside every text asset over 1 KB that shrinks by at least a fifth. */
const compressionPlugins = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.8,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.8,
  }),
];

/** Emits `file` ({ fileName, css }) as an asset of the build, early enough to be precompressed. */
class EmitStylesheetPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitStylesheetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file.fileName, new webpack.sources.RawSource(this.file.css));
      });
    });
  }
}

/** A host's public/icons/icon.svg as a data: URL, or null when it has none. */
function inlineIcon(dir) {
  const file = path.join(dir, 'public', 'icons', 'icon.svg');
  return fs.existsSync(file) ? `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}` : null;
}

/** @param {string} dir the app's folder (its package.json, src/ and public/ live there) */
function createAppConfig(dir) {
  const { name, devPort: port, title, exposes, basePath = '/', firstScreenShares = [] } = appOf(dir);
  const appPackage = require(path.join(dir, 'package.json'));
  const isRemote = Object.keys(exposes).length > 0;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // In production a remote is only ever loaded by the host, which provides the federation runtime
    // once for all: remotes leave it out (about 20 KB gzip each) and ship no stand-alone page.
    const hostedRemote = production && isRemote;
    // The host's production build ships antd's component styles as a stylesheet (antd-static-styles.cjs).
    const antdStyles = production && !isRemote ? antdStaticStyles(dir) : null;
    return {
      context: dir,
      entry: hostedRemote ? {} : { main: './src/index.ts' },
      // Source maps of the shared libraries dominate build time: opt in with SOURCE_MAPS=1.
      devtool: production ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host is served at the site root (its index.html answers deep links too); a remote's
        // chunks load from wherever its manifest was found.
        publicPath: isRemote ? 'auto' : basePath,
        uniqueName: name,
        // The federation runtime refuses a content hash in the entry's name: chunks carry it instead.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          // The plugin through which the host lends its federation runtime to the remotes requires the
          // CommonJS build, while the host runs the ES module one: without this the host's main.js
          // would carry the runtime twice (about 17 KB gzip).
          '@module-federation/runtime-tools/runtime-core$': '@module-federation/runtime-tools/dist/runtime-core.js',
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|webp|gif|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDeps(appPackage, { dir, providesAll: !isRemote, eager: firstScreenShares }),
          shareStrategy: 'loaded-first',
          runtimePlugins: isRemote ? [] : [runtimePlugin('retry-plugin.ts'), runtimePlugin('error-load-remote-plugin.ts')],
          manifest: true,
          dts: false,
          experiments: {
            ...(isRemote ? { externalRuntime: hostedRemote } : { provideExternalRuntime: true }),
            // Browser only: leaves the federation runtime's Node code out.
            optimization: { target: 'web' },
          },
        }),
        new webpack.DefinePlugin({
          'process.env.API_URL': JSON.stringify(process.env.API_URL ?? ''),
          // Where "¿Necesitás ayuda?" and "Contactarnos" lead (shared/src/support.ts).
          'process.env.SUPPORT_PHONE': JSON.stringify(process.env.SUPPORT_PHONE ?? ''),
          // Where each tutorial video opens: '' for the product's own /tutoriales/<key> page, or a
          // company's own address with {key} where the tutorial goes (host/src/features/tutorials).
          'process.env.TUTORIALS_URL': JSON.stringify(process.env.TUTORIALS_URL ?? ''),
          // The client app registers its service worker only in a production build (none exists in dev).
          'process.env.SERVICE_WORKER': JSON.stringify(production ? 'sw.js' : ''),
        }),
        !hostedRemote &&
          new CopyPlugin({
            patterns: [
              path.join(__dirname, 'theme-init.js'),
              path.join(__dirname, 'favicon.svg'),
              // A host's own static files (the client app's web manifest and icons).
              ...(!isRemote && fs.existsSync(path.join(dir, 'public')) ? [{ from: path.join(dir, 'public') }] : []),
            ],
          }),
        antdStyles && new EmitStylesheetPlugin(antdStyles),
        // The first screen's files compile off the main thread (first-screen-files.cjs).
        production && !isRemote && new FirstScreenCompileHintsPlugin(),
        // What the clients' app's service worker keeps so that every screen opens offline (offline-files.cjs).
        production && (isRemote || name === registry.clientApp.name) &&
          new OfflineFilesPlugin(isRemote ? { exposes: Object.keys(exposes).map((key) => key.replace(/^\.\//, '')) } : { entry: 'main' }),
        !hostedRemote &&
          new HtmlWebpackPlugin({
            // A host may bring its own page (the client app: its manifest, icons and first paint).
            template: fs.existsSync(path.join(dir, 'index.html')) ? path.join(dir, 'index.html') : path.join(__dirname, 'index.html'),
            title,
            hash: true,
            // index.html preloads the entry and theme-init.js starts it after the first paint.
            inject: false,
            templateParameters: (compilation, assets, assetTags, options) => ({
              compilation,
              webpackConfig: compilation.options,
              htmlWebpackPlugin: { tags: assetTags, files: assets, options },
              antdStylesheet: antdStyles ? `${basePath}${antdStyles.fileName}` : null,
              basePath,
              // What the app's async boundary needs (first-screen-files.cjs): preloaded beside the entry.
              firstScreenFiles: production ? firstScreenFiles(compilation).map((file) => `${basePath}${file}`) : [],
              // The page's icon written into it (a host's public/icons/icon.svg): no request of its own
              // while the first screen's files are on their way.
              inlineIcon: inlineIcon(dir),
            }),
          }),
        // Served precompressed (brotli, gzip as fallback) by the API's static routes: what a phone
        // downloads is the compressed size, and nothing is compressed per request.
        ...(production ? compressionPlugins() : []),
      ].filter(Boolean),
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: basePath === '/' ? true : { index: `${basePath}index.html` },
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public'), publicPath: basePath, watch: false } : false,
        setupMiddlewares: (middlewares) =>
          isRemote
            ? middlewares
            : [{ name: 'remotes-file', path: '/remotes.json', middleware: (_req, res) => res.json(devRemotesFile()) }, ...middlewares],
      },
    };
  };
}

module.exports = { createAppConfig, devRemotesFile };
