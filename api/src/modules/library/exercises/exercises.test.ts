import { libraryMessages, muscleGroups, validationMessages as m } from '@coach/shared/contracts';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anExercise, createItem, libraryApi, syncTestProductLibrary } from '../library-test-helpers';

const ctx = setupApiTests();

describe('POST /api/v1/exercises', () => {
  it('creates an exercise with every field and answers it as GET does', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const api = libraryApi(ctx.app, access, 'exercises');
    const response = await api.create(
      anExercise({ name: '  Sentadilla   búlgara ', keywords: ['pierna', ' Pierna', '', 'unilateral'], videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      source: 'own',
      name: 'Sentadilla   búlgara',
      archived: false,
      instructions: 'Bajá con control y subí empujando con el talón.',
      keywords: ['pierna', 'unilateral'],
      muscleGroups: ['cuadriceps', 'gluteos'],
      video: {
        source: 'youtube',
        id: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      },
      coverUrl: null,
      thumbnailUrl: null,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await api.get(response.json().id)).json()).toEqual(response.json());
  });
});
