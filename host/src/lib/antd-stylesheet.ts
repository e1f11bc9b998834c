/** How long the first render waits for antd's stylesheet before generating the styles itself. */
export const ANTD_STYLESHEET_WAIT_MS = 3000;

/**
 * Resolves once antd's build-time stylesheet (index.html, `data-antd-styles`) applies to the page, or
 * at once when there is none (development). antd's css-in-js reads that stylesheet's list of styles a
 * single time, on the first render: rendered before it arrives, every style would be generated in the
 * browser again. A stylesheet that fails or is slow costs only that, hence the ceiling.
 */
export function antdStylesheetReady(doc: Document = document, waitMs = ANTD_STYLESHEET_WAIT_MS): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (!link) return Promise.resolve();
  const apply = () => {
    link.media = 'all';
  };
  if (link.sheet) {
    apply();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      apply();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
