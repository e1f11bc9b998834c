import { antdStylesheetReady } from './antd-stylesheet';

function addStylesheetLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute('data-antd-styles', '');
  document.head.appendChild(link);
  return link;
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('antdStylesheetReady', () => {
  it('resolves at once without the stylesheet (development)', async () => {
    await expect(antdStylesheetReady()).resolves.toBeUndefined();
  });

  it('waits for the stylesheet to load, then applies it to the screen', async () => {
    const link = addStylesheetLink();
    let ready = false;
    const waiting = antdStylesheetReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(link.media).toBe('all');
  });

  it('does not hold the first render when the stylesheet fails or is slow', async () => {
    const failing = addStylesheetLink();
    const afterError = antdStylesheetReady();
    failing.dispatchEvent(new Event('error'));
    await expect(afterError).resolves.toBeUndefined();

    document.head.innerHTML = '';
    jest.useFakeTimers();
    const slow = addStylesheetLink();
    const afterTimeout = antdStylesheetReady(document, 3000);
    jest.advanceTimersByTime(3000);
    await expect(afterTimeout).resolves.toBeUndefined();
    expect(slow.media).toBe('all');
  });
});
