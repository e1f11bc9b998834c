import { z } from 'zod';

export const genders = ['Femenino', 'Masculino'] as const;
export type Gender = (typeof genders)[number];

/** GET /api/v1/me: the signed-in user's profile (SPEC.md section 3, "User profile"). */
export const meProfileSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  address: z.string().nullable(),
  role: z.string(),
  image: z.string().nullable(),
  gymId: z.number(),
});
export type MeProfile = z.infer<typeof meProfileSchema>;
