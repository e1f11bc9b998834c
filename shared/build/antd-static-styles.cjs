// antd's component styles written at build time, so a phone does not compute them on the main thread.
//
// antd 6 generates each component's CSS in the browser the first time the component renders
// (@ant-design/cssinjs: style objects → serialized CSS → <style>), which was the largest single cost of
// the first render of /login and /dashboard. This renders the first screens' components (below), in
// Node, once per build, and collects what cssinjs produced: the CSS plus its map of cache paths
// (`.data-ant-cssinjs-cache-path{content:"…"}`). In the browser, cssinjs reads that map from the
// stylesheet and skips generating and injecting every style listed there (cacheMapUtil's existPath);
// a component or state not rendered here is still generated at run time, as before, so nothing can be
// left unstyled.
//
// The styles do not depend on the theme: antd 6 writes them with CSS variables, and the light and
// dark values of those variables are still registered at run time (a few small <style> blocks). The
// cache path is the hash of antd's version and class prefix plus the component's name, the same in
// Node and in the browser. The build checks the first fact (the same text for the light and dark
// algorithms, or it fails); the e2e suite sees the second (antd-styles.spec.ts).
const path = require('node:path');
const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');
const { antdComponents } = require('./used-exports.cjs');
const registry = require('../registry.cjs');

/**
 * Whose components go in the stylesheet: the screens a phone meets first (the shell and the dashboard,
 * the sign-in screens, the shared package). Not the pickers: they come with `@coach/shared/date-field`,
 * which only screens with a date load. The other areas' components are generated at run time, as before,
 * when their screens load; the stylesheet stays small (about 25 KB brotli instead of 40 for all).
 */
const HOST_FIRST_SCREENS = [registry.host.dir, registry.remotes.find((remote) => remote.name === 'auth').dir, 'shared'].map((dir) => `${dir}/src`);
const LOADED_LATER = ['antd/es/date-picker', 'antd/es/time-picker'];

/**
 * The clients' app: its shell, "Hoy" (the agenda's piece), the sign-in screens and what the shared package
 * draws on them (the theme, the error panel, the status messages, the toasts). The other screens (the
 * workout player, a form, the chat, Mi plan, Progreso, Perfil) generate their components' styles when
 * they first open: a phone's first visit downloads, parses and matches far fewer rules (the stylesheet of
 * every component was 573 KB of CSS, 37 KB brotli, and its parsing and matching were the first screen's).
 */
const CLIENT_APP_FIRST_SCREENS = [
  `${registry.clientApp.dir}/src/app`,
  `${registry.clientApp.dir}/src/layout`,
  `${registry.remotes.find((remote) => remote.name === 'auth').dir}/src`,
  `${registry.remotes.find((remote) => remote.name === 'agenda').dir}/src/features/client-app-today`,
  'shared/src/theme',
  'shared/src/remote',
  'shared/src/ui',
];

const firstScreensOf = (dir) => (path.basename(dir) === registry.clientApp.dir ? CLIENT_APP_FIRST_SCREENS : HOST_FIRST_SCREENS);

const firstScreensComponents = (dir) =>
  antdComponents(undefined, firstScreensOf(dir)).filter((request) => !LOADED_LATER.includes(request));

/** Requires a package the way the host resolves it (antd, react and cssinjs must be one instance each). */
function loaderFrom(dir) {
  return (request) => require(require.resolve(request, { paths: [dir] }));
}

/**
 * The first screens' antd components, in the states whose styles are registered on render. Overlays (Modal,
 * Drawer, Tooltip, Dropdown, notifications) through antd's `_InternalPanelDoNotUseOrYouWillBeFired`, which
 * renders them inline.
 */
function componentsTree(load, h, dir) {
  const elements = [];
  const add = (element) => elements.push(element);
  for (const request of firstScreensComponents(dir)) {
    const name = request.replace('antd/es/', '');
    if (['config-provider', 'theme', 'grid'].includes(name)) continue;
    const Component = load(`antd/lib/${name}`).default;
    const Panel = Component._InternalPanelDoNotUseOrYouWillBeFired;
    switch (name) {
      case 'form': {
        add(h(Component, { key: name }, h(Component.Item, { label: 'a', name: 'a', help: 'b', validateStatus: 'error' }, h(load('antd/lib/input').default))));
        break;
      }
      case 'input': {
        add(h(Component, { key: name }));
        add(h(Component.Password, { key: `${name}-password` }));
        add(h(Component.TextArea, { key: `${name}-textarea`, showCount: true }));
        add(h(Component.Search, { key: `${name}-search` }));
        add(h(Component.OTP, { key: `${name}-otp` }));
        break;
      }
      case 'typography': {
        add(h(Component.Title, { key: `${name}-title` }, 't'));
        add(h(Component.Text, { key: `${name}-text` }, 't'));
        add(h(Component.Paragraph, { key: `${name}-paragraph` }, 't'));
        add(h(Component.Link, { key: `${name}-link` }, 't'));
        break;
      }
      case 'skeleton': {
        add(h(Component, { key: name, active: true, avatar: true }));
        add(h(Component.Button, { key: `${name}-button` }));
        add(h(Component.Input, { key: `${name}-input` }));
        add(h(Component.Avatar, { key: `${name}-avatar` }));
        add(h(Component.Image, { key: `${name}-image` }));
        add(h(Component.Node, { key: `${name}-node` }, 'n'));
        break;
      }
      case 'table': {
        add(h(Component, { key: name, columns: [{ title: 'a', dataIndex: 'a', sorter: true }], dataSource: [{ key: 1, a: 'a' }], pagination: { total: 50 } }));
        break;
      }
      case 'tabs': {
        add(h(Component, { key: name, items: [{ key: 'a', label: 'a', children: 'a' }] }));
        break;
      }
      case 'segmented': {
        add(h(Component, { key: name, options: ['a', 'b'] }));
        break;
      }
      case 'avatar': {
        add(h(Component.Group, { key: name }, h(Component, null, 'a')));
        break;
      }
      case 'badge': {
        add(h(Component, { key: name, count: 1 }, h('span', null, 'b')));
        add(h(Component.Ribbon, { key: `${name}-ribbon`, text: 'r' }, h('span', null, 'b')));
        break;
      }
      case 'checkbox':
      case 'radio': {
        add(h(Component.Group, { key: name, options: ['a', 'b'] }));
        if (Component.Button) add(h(Component.Button, { key: `${name}-button`, value: 'a' }, 'a'));
        break;
      }
      case 'progress': {
        add(h(Component, { key: name, percent: 40 }));
        add(h(Component, { key: `${name}-circle`, type: 'circle', percent: 40 }));
        break;
      }
      case 'notification': {
        if (Component._InternalPanelDoNotUseOrYouWillBeFired) add(h(Component._InternalPanelDoNotUseOrYouWillBeFired, { key: name, title: 'n' }));
        break;
      }
      case 'tag': {
        add(h(Component, { key: name }, 't'));
        // Colours and statuses have style blocks of their own, registered by the first tag that uses one.
        add(h(Component, { key: `${name}-preset`, color: 'blue' }, 't'));
        add(h(Component, { key: `${name}-status`, color: 'success' }, 't'));
        add(h(Component.CheckableTag, { key: `${name}-checkable`, checked: true }, 't'));
        break;
      }
      case 'row':
      case 'col':
      case 'flex':
        add(h(Component, { key: name }));
        break;
      default:
        add(h(Component, { key: name }));
    }
    if (Panel && name !== 'notification') add(h(Panel, { key: `${name}-panel`, title: 'p', open: true }));
  }
  return elements;
}

/** The CSS (with its cache-path map) of every shared antd component, for one algorithm. */
function renderStyles(dir, algorithmName) {
  const load = loaderFrom(dir);
  const React = load('react');
  const { renderToString } = load('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = load('@ant-design/cssinjs');
  const ConfigProvider = load('antd/lib/config-provider').default;
  const theme = load('antd/lib/theme').default;
  const esES = load('antd/lib/locale/es_ES').default;
  const cache = createCache();
  const h = React.createElement;
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(ConfigProvider, { locale: esES, theme: { algorithm: theme[algorithmName] } }, ...componentsTree(load, h, dir)),
    ),
  );
  return extractStyle(cache, { plain: true, types: 'style' });
}

/** The CSS for `dir`'s antd, checked to be the same for the light and dark algorithms. */
function extractInThisProcess(dir) {
  // Rendering in Node logs antd's development warnings (useLayoutEffect on the server and the like).
  const { error, warn } = console;
  console.error = () => {};
  console.warn = () => {};
  let light;
  let dark;
  try {
    light = renderStyles(dir, 'defaultAlgorithm');
    dark = renderStyles(dir, 'darkAlgorithm');
  } finally {
    console.error = error;
    console.warn = warn;
  }
  if (light !== dark) throw new Error('antd-static-styles: los estilos de antd cambian con el tema; no sirve una sola hoja');
  return light;
}

/**
 * `{ fileName, css }` for the host's production build. Rendered in a child process with
 * NODE_ENV=production, like the bundle: antd's class names differ in development
 * (`css-dev-only-do-not-override-…`), and the modules read NODE_ENV once, when first required.
 */
function antdStaticStyles(dir) {
  const css = execFileSync(process.execPath, [__filename, dir], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
  return { fileName: `antd.${hash}.css`, css };
}

module.exports = { antdStaticStyles };

// `node antd-static-styles.cjs <app dir>` writes the CSS to stdout (what antdStaticStyles runs).
if (require.main === module) process.stdout.write(extractInThisProcess(path.resolve(process.argv[2])));
