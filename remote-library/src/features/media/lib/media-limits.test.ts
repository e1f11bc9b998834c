import { imageContentProblem, imageProblem, videoProblem } from './media-limits';

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

describe('what an image file really is', () => {
  const bytes = (...values: number[]) => new Blob([new Uint8Array(values)]);
  it('takes the first bytes of a JPEG, PNG or WebP, whatever the name says', async () => {
    expect(await imageContentProblem(bytes(0xff, 0xd8, 0xff, 0xe0))).toBeUndefined();
    expect(await imageContentProblem(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeUndefined();
    expect(await imageContentProblem(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBeUndefined();
  });

  it('refuses anything else: text, a GIF, an empty file', async () => {
    expect(await imageContentProblem(new Blob(['hola']))).toBe('El archivo no es una imagen JPEG, PNG o WebP, aunque su nombre lo diga. Elegí otro.');
    expect(await imageContentProblem(new Blob(['GIF89a']))).toBeDefined();
    expect(await imageContentProblem(new Blob([]))).toBeDefined();
  });
});
