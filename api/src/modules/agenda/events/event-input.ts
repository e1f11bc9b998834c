import type { eventCreateSchema, eventUpdateSchema } from '@coach/shared/contracts';
import type { z } from 'zod';

/** Bodies as the contracts hand them over: trimmed, rule written canonically, defaults of a create applied. */
export type EventCreate = z.output<typeof eventCreateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;
