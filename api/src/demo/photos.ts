import type { ProgressPhotoPose } from '@coach/shared/contracts';
import { asc, eq, isNotNull, and } from 'drizzle-orm';
import sharp from 'sharp';
import { bodyMeasurements } from '../db/schema';
import { createPhoto, type PhotoDeps } from '../modules/progress/photos';

/*
 * Progress photos for the demo's clients with measurements (issue 26): front and side on their first,
 * middle and last weighing, so "Antes" and "Después" have something to compare. No real person: a
 * drawn figure whose waist follows the client's weight on that day. Written through the photos' own
 * function (checked, re-encoded, stored through the storage interface), as the trainer would upload them.
 */

const POSES: ProgressPhotoPose[] = ['front', 'side'];

/** A figure on a studio wall; `waist` (0–1) widens the torso with the weight. */
function figureSvg(pose: ProgressPhotoPose, waist: number): string {
  const w = 600;
  const h = 800;
  const torso = pose === 'front' ? 72 + waist * 26 : 40 + waist * 30;
  const shoulders = pose === 'front' ? 110 : 48;
  const hips = pose === 'front' ? torso + 12 : torso + 8;
  const cx = w / 2;
  const body = `M ${cx - shoulders} 250 Q ${cx - torso - 6} 360 ${cx - torso} 420 Q ${cx - hips} 470 ${cx - hips + 4} 520
    L ${cx + hips - 4} 520 Q ${cx + hips} 470 ${cx + torso} 420 Q ${cx + torso + 6} 360 ${cx + shoulders} 250 Z`;
  const arms =
    pose === 'front'
      ? `<path d="M ${cx - shoulders} 255 L ${cx - shoulders - 28} 430 L ${cx - shoulders - 8} 440 L ${cx - shoulders + 14} 300 Z M ${cx + shoulders} 255 L ${cx + shoulders + 28} 430 L ${cx + shoulders + 8} 440 L ${cx + shoulders - 14} 300 Z" />`
      : `<path d="M ${cx - 12} 260 L ${cx - 20} 440 L ${cx + 4} 444 L ${cx + 14} 270 Z" />`;
  const legs =
    pose === 'front'
      ? `<path d="M ${cx - hips + 6} 515 L ${cx - 48} 760 L ${cx - 14} 760 L ${cx - 4} 530 Z M ${cx + hips - 6} 515 L ${cx + 48} 760 L ${cx + 14} 760 L ${cx + 4} 530 Z" />`
      : `<path d="M ${cx - hips + 6} 515 L ${cx - 30} 760 L ${cx + 10} 760 L ${cx + hips - 10} 520 Z" />`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9eef0"/><stop offset="1" stop-color="#c9d3d6"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#wall)"/>
  <rect y="${h - 60}" width="${w}" height="60" fill="#9fb0b4"/>
  <g fill="#2f5f66">
    <circle cx="${cx}" cy="190" r="${pose === 'front' ? 46 : 42}"/>
    <rect x="${cx - 16}" y="228" width="32" height="30"/>
    <path d="${body}"/>
    ${arms}
    ${legs}
  </g>
</svg>`;
}

export async function demoPhotoBytes(pose: ProgressPhotoPose, waist: number): Promise<Buffer> {
  return sharp(Buffer.from(figureSvg(pose, waist))).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Front and side photos on the first, middle and last weighing of each demo client with weighings.
 * Answers how many photos it stored.
 */
export async function seedDemoPhotos(deps: PhotoDeps, { gymId, trainerId }: { gymId: number; trainerId: number }): Promise<number> {
  const weighings = await deps.db
    .select({ clientId: bodyMeasurements.clientId, date: bodyMeasurements.date, weightKg: bodyMeasurements.weightKg })
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.gymId, gymId), isNotNull(bodyMeasurements.weightKg)))
    .orderBy(asc(bodyMeasurements.clientId), asc(bodyMeasurements.date));
  const byClient = new Map<number, { date: string; weightKg: number }[]>();
  for (const row of weighings) byClient.set(row.clientId, [...(byClient.get(row.clientId) ?? []), { date: row.date, weightKg: Number(row.weightKg) }]);
  let stored = 0;
  for (const [clientId, days] of byClient) {
    const weights = days.map((day) => day.weightKg);
    const lightest = Math.min(...weights);
    const spread = Math.max(...weights) - lightest || 1;
    const chosen = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].map((index) => days[index]!);
    for (const day of chosen) {
      for (const pose of POSES) {
        const bytes = await demoPhotoBytes(pose, (day.weightKg - lightest) / spread);
        await createPhoto(deps, gymId, clientId, { kind: 'trainer', userId: trainerId }, { pose, date: day.date }, bytes);
        stored += 1;
      }
    }
  }
  return stored;
}
