import { useMutation } from '@tanstack/react-query';
import {
  apiClient,
  autonomousUserResponseSchema,
  autonomousUserSchema,
  deviceTimeZone,
  type AutonomousUserRequest,
  type AutonomousUserResponse,
} from '@coach/shared';

export const AUTONOMOUS_USER_PATH = '/api/v1/users/autonomous';

export interface CreateAccountInput {
  account: AutonomousUserRequest;
  /** The origin code of the sign-up link (`/crear-cuenta?code=…`), sent as `?code=`. */
  originCode?: string | null;
}

/**
 * POST /api/v1/users/autonomous[?code=]; 409 when the email is taken. The answer's fields are optional to
 * us. The browser's time zone goes along: with the phone's country code, the API proposes from it the new
 * business's country, zone and currency (confirmed or changed later in "Mi negocio").
 */
export async function createAccount({ account, originCode }: CreateAccountInput): Promise<AutonomousUserResponse | null> {
  const body = autonomousUserSchema.parse({ timeZone: deviceTimeZone(), ...account });
  const answer = await apiClient.post<unknown>(AUTONOMOUS_USER_PATH, body, {
    auth: false,
    query: { code: originCode?.trim() || undefined },
  });
  const parsed = autonomousUserResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
