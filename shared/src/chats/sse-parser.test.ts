import { createSseParser, type SseFrame } from './sse-parser';

const parse = (...chunks: string[]) => {
  const frames: SseFrame[] = [];
  const parser = createSseParser((frame) => frames.push(frame));
  for (const chunk of chunks) parser.push(chunk);
  return frames;
};

describe('SSE parser', () => {
  it('reads named events, joins data lines and skips comments (heartbeats)', () => {
    expect(parse(': ping\n\nevent: unread\ndata: {"unreadMessages":3}\n\n: ping\n\ndata: a\ndata: b\n\n')).toEqual([
      { event: 'unread', data: '{"unreadMessages":3}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('puts together frames split anywhere across chunks, CRLF and CR endings included', () => {
    const text = 'event: message\r\ndata: {"x":"ñandú 🏃"}\r\n\r\nevent: read\rdata: 1\r\r';
    const whole = parse(text);
    expect(whole).toEqual([
      { event: 'message', data: '{"x":"ñandú 🏃"}' },
      { event: 'read', data: '1' },
    ]);
    for (let cut = 1; cut < text.length; cut += 1) expect(parse(text.slice(0, cut), text.slice(cut))).toEqual(whole);
    expect(parse(...text.split(''))).toEqual(whole);
  });

  it('keeps a frame until its blank line, and drops a frame without data', () => {
    const frames: SseFrame[] = [];
    const parser = createSseParser((frame) => frames.push(frame));
    parser.push('event: ready\ndata: {}\n');
    expect(frames).toEqual([]);
    parser.push('\nevent: nothing\n\nid: 4\nretry: 10\ndata:no-space\n\n');
    expect(frames).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: 'no-space' },
    ]);
  });

  it('a CR ending one chunk and a LF starting the next are one line end, not two', () => {
    expect(parse('data: a\r', '\n', '\n')).toEqual([{ event: 'message', data: 'a' }]);
    expect(parse('data: a\r', '\n', 'data: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('ignores a byte order mark at the start', () => {
    expect(parse('\uFEFFevent: ready\ndata: 1\n\n')).toEqual([{ event: 'ready', data: '1' }]);
  });
});
