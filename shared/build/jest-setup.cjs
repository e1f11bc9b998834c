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

// findBy*/waitFor wait up to 1 s by default; on a loaded CI machine (two suites at once, two
// workers) a debounced search or a lazily loaded antd component can take longer than that. The
// wait ends as soon as the expectation holds, so a longer ceiling costs nothing when all is well.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
