import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@coach/shared';
import { resetBrowserState, stubFetch } from '@coach/shared/testing';
import { stubXhr } from '../../testing/fake-xhr';
import { uploadFile, UploadError } from './upload-file';

let restoreXhr = () => {};
beforeEach(resetBrowserState);
afterEach(() => restoreXhr());

const aVideo = () => new File(['bytes'], 'sentadilla.mp4', { type: 'video/mp4' });

describe('uploadFile', () => {
  it('PUTs the file as the `file` part with the bearer token and reports progress', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    const xhr = stubXhr(() => ({ status: 200, body: { id: 3 }, progress: [25, 100] }));
    restoreXhr = xhr.restore;
    const progress: number[] = [];

    const body = await uploadFile({ path: '/api/v1/exercises/3/video', file: aVideo(), onProgress: (p) => progress.push(p) });

    expect(body).toEqual({ id: 3 });
    expect(progress).toEqual([25, 100]);
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toMatchObject({ method: 'PUT', url: '/api/v1/exercises/3/video', headers: { Authorization: 'Bearer token-1' } });
    expect(xhr.sent[0]!.file?.name).toBe('sentadilla.mp4');
  });

  it('refreshes the session once on a 401 and sends again with the new token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'viejo');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const { calls } = stubFetch(() => ({ status: 200, body: { access: 'nuevo', refresh: 'refresh-2' } }));
    const xhr = stubXhr((sent) => (sent.headers.Authorization === 'Bearer nuevo' ? { status: 200, body: { id: 3 } } : { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } }));
    restoreXhr = xhr.restore;

    await expect(uploadFile({ path: '/api/v1/exercises/3/image', file: aVideo() })).resolves.toEqual({ id: 3 });
    expect(xhr.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer viejo', 'Bearer nuevo']);
    expect(calls.filter((call) => call.url.endsWith('/auth/login/refresh'))).toHaveLength(1);
  });

  it('rejects with the API message (413, 415) or a Spanish one for a lost connection', async () => {
    const xhr = stubXhr((sent) => (sent.url.endsWith('video') ? { status: 413, body: { message: 'El video supera los 200 MB' } } : { status: 0 }));
    restoreXhr = xhr.restore;

    await expect(uploadFile({ path: '/api/v1/exercises/3/video', file: aVideo() })).rejects.toEqual(new UploadError(413, 'El video supera los 200 MB'));
    await expect(uploadFile({ path: '/api/v1/exercises/3/image', file: aVideo() })).rejects.toThrow('revisá tu conexión');
  });
});
