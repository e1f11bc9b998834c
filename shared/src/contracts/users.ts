import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const genders = ['Femenino', 'Masculino'] as const;
export type Gender = (typeof genders)[number];
/**
 * The gender choices of every form (a trainer's profile, a client's data): SPEC.md's two and one for
 * leaving it blank, with one wording everywhere (stored as no gender).
 */
export const genderOptions: readonly { value: Gender | ''; label: string }[] = [
  { value: 'Femenino', label: 'Femenino' },
  { value: 'Masculino', label: 'Masculino' },
  { value: '', label: 'Sin especificar' },
];

/** GET /api/v1/me: the signed-in user's profile (SPEC.md section 3, "User profile"). */
export const meProfileSchema = lazySchema(() => z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  /** YYYY-MM-DD */
  birthDate: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  address: z.nullable(z.string()),
  role: z.string(),
  image: z.nullable(z.string()),
  gymId: z.number(),
}));
export type MeProfile = z.infer<typeof meProfileSchema>;
