import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { emailField, textField } from './fields';

export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
export const SUPPORT_SCREEN_MAX_LENGTH = 300;

export const supportMessages = {
  messageRequired: 'Contanos en qué te podemos ayudar',
  messageTooShort: 'Contanos un poco más (al menos 10 caracteres)',
  screenInvalid: 'La pantalla debe ser una ruta de la aplicación (por ejemplo /clientes)',
} as const;

const supportFields = () => ({
  message: textField(SUPPORT_MESSAGE_MAX_LENGTH, { multiline: true, required: supportMessages.messageRequired }).check(
    z.minLength(10, supportMessages.messageTooShort),
  ),
  // A path of the web app ("/rutinas/12"), never an address elsewhere: the support mail links to it.
  screen: z._default(
    textField(SUPPORT_SCREEN_MAX_LENGTH).check(z.refine((value) => value === '' || /^\/(?![/\\])/.test(value), supportMessages.screenInvalid)),
    '',
  ),
});

/** POST /api/v1/support-requests: what the trainer wrote and the screen (path) they were on. */
export const supportRequestCreateSchema = lazySchema(() => z.object(supportFields()));
export type SupportRequestCreate = z.input<typeof supportRequestCreateSchema>;

/** POST /api/v1/support-requests/public (sign-in, sign-up…): the same, and the address to answer to. */
export const publicSupportRequestCreateSchema = lazySchema(() => z.object({ email: emailField, ...supportFields() }));
export type PublicSupportRequestCreate = z.input<typeof publicSupportRequestCreateSchema>;

export const supportRequestSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    createdAt: z.string(),
  }),
);
export type SupportRequest = z.infer<typeof supportRequestSchema>;
