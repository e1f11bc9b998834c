/** What the code under test sent through XMLHttpRequest. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The multipart body's `file` part. */
  file: File | null;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Progress events (loaded bytes out of 100) fired before the answer. */
  progress?: number[];
}

/**
 * Replaces XMLHttpRequest with a stand-in answering each request with `reply(sent)`, asynchronously,
 * after the progress events asked for (`progressFirst` fire as soon as it is sent, before the reply
 * is even computed: a test can look at the screen mid-upload). Returns the requests sent; undo with jest.restoreAllMocks or
 * the returned restore().
 */
export function stubXhr(reply: (sent: SentUpload) => FakeReply | Promise<FakeReply>, { progressFirst = [] }: { progressFirst?: number[] } = {}) {
  const sent: SentUpload[] = [];
  const original = globalThis.XMLHttpRequest;

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: SentUpload = { method: '', url: '', headers: {}, file: null };

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, file: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      this.request.file = file instanceof File ? file : null;
      sent.push(this.request);
      for (const loaded of progressFirst) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void Promise.resolve(reply(this.request)).then(async (answer) => {
        for (const loaded of answer.progress ?? []) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (answer.status === 0) {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }

  Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, writable: true, value: FakeXhr });
  const restore = () => Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, writable: true, value: original });
  return { sent, restore };
}
