import { images } from '../../test/images';
import { notVideos, tinyMov, tinyMp4 } from '../../test/videos';
import { detectFileType } from './file-type';

const webp = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');

describe('detectFileType', () => {
  it.each([
    ['a PNG', images.png, 'png', 'image/png'],
    ['a JPEG', images.jpeg, 'jpg', 'image/jpeg'],
    ['a GIF', images.gif, 'gif', 'image/gif'],
    ['a WebP', webp, 'webp', 'image/webp'],
    ['an MP4 (isom)', tinyMp4(), 'mp4', 'video/mp4'],
    ['an MP4 (mp42)', tinyMp4({ brand: 'mp42' }), 'mp4', 'video/mp4'],
    ['an M4V', tinyMp4({ brand: 'M4V ' }), 'mp4', 'video/mp4'],
    ['a MOV', tinyMov(), 'mov', 'video/quicktime'],
  ])('knows %s by its bytes', (_name, bytes, extension, contentType) => {
    expect(detectFileType(bytes)).toEqual({ extension, contentType });
  });

  it.each([
    ['text', notVideos.text],
    ['HTML', notVideos.html],
    ['a PDF', images.pdf],
    ['a HEIF photo', notVideos.heic],
    ['an M4A song', tinyMp4({ brand: 'M4A ' })],
    ['an ftyp box with a size that makes no sense', Buffer.concat([Buffer.from([0, 0, 0, 4]), Buffer.from('ftypisom')])],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['nothing', Buffer.alloc(0)],
    ['the first bytes of a PNG only', images.png.subarray(0, 4)],
  ])('knows nothing of %s', (_name, bytes) => {
    expect(detectFileType(bytes)).toBeUndefined();
  });
});
