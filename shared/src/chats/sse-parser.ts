/** One Server-Sent Event: its name (`message` when the frame names none) and its data lines joined. */
export interface SseFrame {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; a frame or a line may be split anywhere across chunks. */
  push(text: string): void;
}

/**
 * The part of the Server-Sent Events format the chats need (WHATWG HTML, "event stream
 * interpretation"): lines end in CRLF, LF or CR; `event:` names the frame, `data:` lines add to it, a
 * blank line dispatches it, `:` starts a comment (the server's heartbeat); `id:`, `retry:` and unknown
 * fields are ignored. A frame without data is dropped, as the browser's EventSource does.
 */
export function createSseParser(onFrame: (frame: SseFrame) => void): SseParser {
  let buffer = '';
  let started = false;
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  // A CR that ends a chunk may be the first half of a CRLF: the LF starting the next chunk is skipped.
  let skipLineFeed = false;
  return {
    push(text) {
      buffer += text;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      if (skipLineFeed && text.length > 0) {
        skipLineFeed = false;
        if (buffer.startsWith('\n')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index === buffer.length - 1) skipLineFeed = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
