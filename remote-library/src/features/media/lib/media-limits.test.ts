import { imageProblem, videoProblem } from './media-limits';

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('media checks before uploading', () => {
  it('takes MP4 and MOV videos up to 200 MB, with the API messages otherwise', () => {
    expect(videoProblem(fileOf('a.mp4', 'video/mp4', 5_000_000))).toBeUndefined();
    expect(videoProblem(fileOf('a.mov', '', 5_000_000))).toBeUndefined();
    expect(videoProblem(fileOf('a.avi', 'video/x-msvideo', 10))).toBe('El video tiene que ser un archivo MP4 o MOV');
    expect(videoProblem(fileOf('a.mp4', 'video/mp4', 201 * 1024 * 1024))).toBe('El video supera los 200 MB');
  });

  it('takes JPEG, PNG and WebP images up to 10 MB', () => {
    expect(imageProblem(fileOf('a.webp', 'image/webp', 1000))).toBeUndefined();
    expect(imageProblem(fileOf('a.gif', 'image/gif', 1000))).toBe('La imagen tiene que ser JPEG, PNG o WebP');
    expect(imageProblem(fileOf('a.png', 'image/png', 11 * 1024 * 1024))).toBe('La imagen supera los 10 MB');
  });
});
