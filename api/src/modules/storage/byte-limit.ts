import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './storage';

/**
 * A pass-through that counts bytes and fails with FileTooLargeError as soon as more than `maxBytes`
 * went by, so an upload is refused while it arrives instead of after it was stored whole.
 */
export class ByteLimit extends Transform {
  private seen = 0;

  constructor(readonly maxBytes: number) {
    super();
  }

  /** How many bytes went through so far. */
  get bytes(): number {
    return this.seen;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) {
      done(new FileTooLargeError(this.maxBytes));
      return;
    }
    done(null, chunk);
  }
}
