import type { ProgressPhotoList } from '@coach/shared/contracts';
import { bodyMeasurements } from '../db/schema';
import { authHeader, createClientAs, decodeClaims, signedInTrainer } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';
import { seedDemoPhotos } from './photos';

const ctx = setupApiTests();

it('gives each demo client with weighings front and side photos on the first, middle and last weighing, served like an upload', async () => {
  const trainer = await signedInTrainer(ctx.app);
  const gymId = decodeClaims(trainer.access).gym_id as number;
  const trainerId = decodeClaims(trainer.access).id as number;
  const ana = await createClientAs(ctx.app, trainer.access, { firstName: 'Ana', lastName: 'Gil' });
  const luis = await createClientAs(ctx.app, trainer.access, { firstName: 'Luis', lastName: 'Paz' });
  const weighings = [
    ['2026-01-05', '80.0'],
    ['2026-01-19', '78.5'],
    ['2026-02-02', '77.0'],
    ['2026-02-16', '76.0'],
    ['2026-03-01', '74.5'],
  ] as const;
  await ctx.app.db.insert(bodyMeasurements).values(weighings.map(([date, weightKg]) => ({ gymId, clientId: ana.id, date, weightKg, enteredBy: 'trainer' as const })));

  const stored = await seedDemoPhotos({ db: ctx.app.db, now: ctx.app.now, storage: ctx.app.storage, urls: ctx.app.mediaUrls, log: ctx.app.log }, { gymId, trainerId });
  expect(stored).toBe(6);

  const photos = (await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${ana.id}/progress-photos`, headers: authHeader(trainer.access) })).json<ProgressPhotoList>();
  expect(photos.items.map((photo) => `${photo.date} ${photo.pose}`).sort()).toEqual([
    '2026-01-05 front',
    '2026-01-05 side',
    '2026-02-02 front',
    '2026-02-02 side',
    '2026-03-01 front',
    '2026-03-01 side',
  ]);
  const picture = await ctx.app.inject({ method: 'GET', url: photos.items[0]!.url });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/jpeg');
  // Luis has no weighings: no photos.
  const none = (await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${luis.id}/progress-photos`, headers: authHeader(trainer.access) })).json<ProgressPhotoList>();
  expect(none.total).toBe(0);
});
