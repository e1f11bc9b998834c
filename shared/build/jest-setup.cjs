require('@testing-library/jest-dom');

const { TextEncoder, TextDecoder } = require('node:util');

// react-router needs these; jsdom does not provide them.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks these browser APIs that antd and the theme store use (node-environment tests skip this).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no MessageChannel; antd's Form (@rc-component/form) schedules its watchers with one.
// A macrotask through setTimeout behaves the same for these tests.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    constructor() {
      this.onmessage = null;
      this.other = null;
    }
    postMessage(data) {
      const target = this.other;
      setTimeout(() => target && target.onmessage && target.onmessage({ data }), 0);
    }
    start() {}
    close() {
      this.onmessage = null;
    }
  }
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

// jsdom does not implement getComputedStyle(element, pseudoElement) and logs an error for every call
// antd's Modal and Table make to measure the scrollbar: ask for the element's own style instead.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
}

// getComputedStyle (called by getByRole for every element and its ancestors, by toBeVisible and by
// user-event before each pointer action) matches every rule of every <style> against the element with
// nwsapi, which keeps compiled selectors in an LRU of 1000. antd's CSS-in-JS adds more selectors than
// that, so walking them in order evicts each one before it comes round again: every match recompiled
// its selector (three quarters of the slowest test's time in a profile). The same compiled selectors kept without a bound
// (one jsdom document per test file) give the same answers without recompiling.
if (typeof document !== 'undefined') {
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const documentImpl = implSymbol && document[implSymbol];
  const unbounded = (cache) => {
    const entries = new Map();
    Object.assign(cache, {
      clear: () => entries.clear(),
      get: (key) => entries.get(key),
      has: (key) => entries.has(key),
      set: (key, value) => (entries.set(key, value), value),
      size: () => entries.size,
    });
  };
  // jsdom builds its two engines (the throwing one for matches/closest, the quiet one for
  // getComputedStyle) on first use: use each once, then lift the bound on their match caches.
  document.documentElement.matches('html');
  window.getComputedStyle(document.documentElement);
  for (const engine of [documentImpl?._nwsapi, documentImpl?._nwsapiDontThrow]) {
    if (!engine?.matchResolvers || !engine.matchLambdas) throw new Error('jest-setup: jsdom no expone nwsapi como se esperaba');
    unbounded(engine.matchResolvers);
    unbounded(engine.matchLambdas);
  }
  // Even compiled, running every selector of every sheet against each element stays the bulk of a
  // getComputedStyle call, and nearly all of them cannot match: an element only matches
  // `:where(.css-var-x).ant-btn.ant-btn-primary` if it has the classes ant-btn and ant-btn-primary,
  // and `select` if it is a <select>. So the quiet engine first checks what the last compound of each
  // alternative names at top level (its type, its classes) and runs the selector only when one
  // alternative could match; a list it cannot read plainly (escapes, quotes, namespaces, an
  // alternative naming neither) always runs. Quirks mode, where classes ignore case, is left alone.
  // Checked against the plain match over the whole web suite: 18 million matches, no difference.
  const engine = documentImpl._nwsapiDontThrow;
  if (document.compatMode === 'CSS1Compat') {
    const match = engine.match;
    const needsBySelector = new Map();
    const classSets = new Map();
    // jsdom matches every rule against one element, then maybe its ancestors, all within one
    // getComputedStyle call, which changes nothing in the document: read an element's classes and
    // name once per call.
    const current = { computing: false, element: null, classes: null, localName: null };
    const computedStyle = window.getComputedStyle;
    window.getComputedStyle = (element) => {
      Object.assign(current, { computing: true, element: null });
      try {
        return computedStyle(element);
      } finally {
        Object.assign(current, { computing: false, element: null });
      }
    };
    engine.match = (selectors, element, ...rest) => {
      if (typeof selectors !== 'string' || !element || rest.length) return match(selectors, element, ...rest);
      let alternatives = needsBySelector.get(selectors);
      if (alternatives === undefined) {
        alternatives = whatEachAlternativeNeeds(selectors);
        needsBySelector.set(selectors, alternatives);
      }
      if (alternatives === null) return match(selectors, element);
      if (element !== current.element || !current.computing) {
        const classAttribute = element.getAttribute('class') ?? '';
        let classes = classSets.get(classAttribute);
        if (!classes) {
          classes = new Set(classAttribute.split(/[\t\n\f\r ]+/));
          classSets.set(classAttribute, classes);
        }
        Object.assign(current, { element, classes, localName: element.localName.toLowerCase() });
      }
      const { classes, localName } = current;
      let result = false;
      for (const { type, classNames } of alternatives) {
        if (type !== null && type !== localName) continue;
        let hasAll = true;
        for (const name of classNames) {
          if (!classes.has(name)) {
            hasAll = false;
            break;
          }
        }
        if (hasAll) {
          result = match(selectors, element);
          break;
        }
      }
      return result;
    };
  }
}

/**
 * For each comma-separated alternative of a selector list, the type (lowercase) and the classes its
 * last compound names at top level, outside brackets and parentheses; null when some alternative
 * names neither or the list holds anything this simple reading could get wrong.
 */
function whatEachAlternativeNeeds(selectors) {
  if (/[\\'"|]/.test(selectors)) return null;
  // Spaces around commas and the other combinators say nothing: without them a space is a descendant combinator.
  const list = selectors.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').replace(/[\t\n\f\r ]*([,>+~])[\t\n\f\r ]*/g, '$1');
  const alternatives = [];
  let depth = 0;
  let type = null;
  let classNames = [];
  // What the characters being read name: a type, a class, or nothing this reading keeps.
  let reading = 'type';
  let name = '';
  const endName = () => {
    if (name && reading === 'class') classNames.push(name);
    if (name && reading === 'type') type = name.toLowerCase();
    reading = null;
    name = '';
  };
  const startCompound = () => {
    type = null;
    classNames = [];
    reading = 'type';
    name = '';
  };
  for (const char of list) {
    if (char === '(' || char === '[') {
      endName();
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth > 0) {
      continue;
    } else if (char === ',') {
      endName();
      if (type === null && classNames.length === 0) return null;
      alternatives.push({ type, classNames });
      startCompound();
    } else if (' >+~\t\n\f\r'.includes(char)) {
      // A combinator: what was read so far belongs to an earlier compound.
      startCompound();
    } else if (char === '.') {
      endName();
      reading = 'class';
    } else if (reading !== null && (/[-\w]/.test(char) || char > '\u007f')) {
      name += char;
    } else {
      endName();
    }
  }
  endName();
  if (depth !== 0 || (type === null && classNames.length === 0)) return null;
  alternatives.push({ type, classNames });
  return alternatives;
}

// `@ant-design/icons`' entry point requires all of its ~850 icons, about a second for every test file
// that renders the shared package (its error panel imports the entry point). The same module made
// lazy: it loads what the entry point loads besides the icons (their components, whose AntdIcon sets
// the default two-tone colour, the context, IconFont, Icon) and each icon's own module, the very one
// the entry point would give, the first time that icon is asked for.
/* global jest -- setup files run in Jest's module scope, which provides it */
if (typeof document !== 'undefined') {
  jest.mock('@ant-design/icons', () => {
    const fs = require('node:fs');
    const path = require('node:path');
    const lib = path.dirname(require.resolve('@ant-design/icons'));
    const load = (file) => require(path.join(lib, file));
    const interop = (module) => (module && module.__esModule ? module : { default: module });
    const Context = interop(load('components/Context'));
    for (const file of ['components/AntdIcon', 'components/AntdIconLight']) load(file);
    const twoTonePrimaryColor = load('components/twoTonePrimaryColor');
    const IconFont = interop(load('components/IconFont'));
    const Icon = interop(load('components/Icon'));
    const icons = { __esModule: true };
    const exportLazily = (name, get) => Object.defineProperty(icons, name, { enumerable: true, get });
    for (const file of fs.readdirSync(path.join(lib, 'icons'))) {
      const name = file.endsWith('.js') && file !== 'index.js' ? file.slice(0, -'.js'.length) : null;
      if (name) exportLazily(name, () => load(`icons/${name}`).default);
    }
    exportLazily('createFromIconfontCN', () => IconFont.default);
    exportLazily('default', () => Icon.default);
    exportLazily('getTwoToneColor', () => twoTonePrimaryColor.getTwoToneColor);
    exportLazily('setTwoToneColor', () => twoTonePrimaryColor.setTwoToneColor);
    icons.IconProvider = Context.default.Provider;
    return icons;
  });
}

// findBy*/waitFor wait up to 1 s by default; on a loaded CI machine (two suites at once, two
// workers) a debounced search or a lazily loaded antd component can take longer than that. The
// wait ends as soon as the expectation holds, so a longer ceiling costs nothing when all is well.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// On CI, where the web tests share two cores with the API suite, a test that fails is run once more
// (its first error is logged) and `pnpm test`'s summary names every test that passed only then: a
// machine's hiccup does not throw away a 30-minute run, and a flaky test is still seen and fixed.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
