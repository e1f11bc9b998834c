import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { App } from '../app';
import { activities, exercises, type ActivityRow, type ExerciseRow } from '../db/schema';
import { authHeader, decodeClaims, signedInTrainer } from './fixtures';
import { multipartBody } from './multipart';

/** A signed-in trainer with their business's id. */
export async function trainerOfGym(app: App, email: string) {
  const trainer = await signedInTrainer(app, { email });
  return { ...trainer, gymId: Number(decodeClaims(trainer.access).gym_id), headers: authHeader(trainer.access) };
}

let sequence = 0;
const libraryRow = (gymId: number | null) => {
  sequence += 1;
  const name = `Ítem ${sequence}`;
  return { gymId, productKey: gymId === null ? `test-${sequence}` : null, name, nameKey: name.toLowerCase(), instructions: 'Hacelo despacio.' };
};

/** An exercise row written directly (gymId null: a product item). */
export async function insertExercise(app: App, gymId: number | null, values: Partial<typeof exercises.$inferInsert> = {}): Promise<ExerciseRow> {
  const [row] = await app.db.insert(exercises).values({ ...libraryRow(gymId), ...values }).returning();
  return row!;
}

export async function insertActivity(app: App, gymId: number | null, values: Partial<typeof activities.$inferInsert> = {}): Promise<ActivityRow> {
  const [row] = await app.db.insert(activities).values({ ...libraryRow(gymId), ...values }).returning();
  return row!;
}

/** A real image of that size and format, drawn by sharp (a gradient, so it is not trivially small). */
export async function sampleImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** Every file under a folder (partial ones included), as paths relative to it. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(dir.length + 1)}/${entry.name}`.replace(/^\//, ''))
    .sort();

/** PUT of one file part, as the web app's FormData sends it. */
export function uploadRequest(url: string, headers: Record<string, string>, file: Buffer, filename: string, contentType: string, field = 'file') {
  const body = multipartBody([{ name: field, content: file, filename, contentType }]);
  return { method: 'PUT' as const, url, headers: { ...headers, ...body.headers }, payload: body.payload };
}
