// jsdom has no MessageChannel; antd's Form (@rc-component/form) schedules its watchers with one.
// A macrotask through setTimeout behaves the same for these tests. (Proposed for shared/build/jest-setup.cjs.)
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
