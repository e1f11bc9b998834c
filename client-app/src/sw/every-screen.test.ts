import { everyScreenFiles, isOfflineFiles, picturesIn, type OfflineSource } from './every-screen';

const origin = 'https://coach.example';

describe('everyScreenFiles', () => {
  const app: OfflineSource = {
    base: `${origin}/app/`,
    list: {
      files: ['main.js', '12.aaaaaaaa.js'],
      consumes: ['react'],
      provides: { react: { files: ['react.11111111.js'], consumes: [] }, 'antd/es/form': { files: ['form.22222222.js'], consumes: ['react'] } },
    },
  };
  const library: OfflineSource = {
    base: `${origin}/remotes/library/2026-12-01/`,
    list: {
      files: ['__federation_expose_ClientAppForm.33333333.js'],
      consumes: ['antd/es/form', 'react'],
      provides: {
        'antd/es/form': { files: ['form.44444444.js'], consumes: ['antd/es/grid'] },
        'antd/es/grid': { files: ['grid.55555555.js'], consumes: [] },
        'antd/es/table': { files: ['table.66666666.js'], consumes: [] },
      },
    },
  };

  it('keeps every app copy of each shared module a screen reaches, through other shared modules too', () => {
    expect(everyScreenFiles([app, library]).sort()).toEqual(
      [
        `${origin}/app/main.js`,
        `${origin}/app/12.aaaaaaaa.js`,
        `${origin}/app/react.11111111.js`,
        // The form: the app's copy and the library's (whichever the page loaded first supplies it).
        `${origin}/app/form.22222222.js`,
        `${origin}/remotes/library/2026-12-01/form.44444444.js`,
        // Reached only through the library's copy of the form.
        `${origin}/remotes/library/2026-12-01/grid.55555555.js`,
        `${origin}/remotes/library/2026-12-01/__federation_expose_ClientAppForm.33333333.js`,
      ].sort(),
    );
  });

  it('leaves out the shared modules no screen of the app uses (the table of the trainers\' pages)', () => {
    expect(everyScreenFiles([app, library]).some((url) => url.includes('table'))).toBe(false);
  });
});

describe('isOfflineFiles', () => {
  it('tells a list from anything else', () => {
    expect(isOfflineFiles({ files: [], consumes: [], provides: {} })).toBe(true);
    expect(isOfflineFiles({ files: [] })).toBe(false);
    expect(isOfflineFiles(null)).toBe(false);
  });
});

describe('picturesIn', () => {
  it('names the covers and thumbnails of an answer, same origin only, each once, never a video', () => {
    const answer = {
      items: [
        { activity: { coverUrl: '/media/1/s/a.webp', videoUrl: '/media/1/s/a.mp4' }, workout: null },
        { activity: null, workout: { groups: [{ exercises: [{ exercise: { thumbnailUrl: '/media/1/s/b.webp' } }] }] } },
      ],
      exercises: [{ thumbnailUrl: '/media/1/s/b.webp', coverUrl: null }, { thumbnailUrl: 'https://elsewhere.example/c.webp' }],
    };
    expect(picturesIn(answer, origin)).toEqual([`${origin}/media/1/s/a.webp`, `${origin}/media/1/s/b.webp`]);
  });
});
