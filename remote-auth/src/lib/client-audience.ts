import { clientAppPaths } from '@coach/shared';
import { clientApi, useClientSession } from '@coach/shared/client-app';
import type { AuthAudience } from './audience';

/** The clients' app: its own sign-in, reset and session (`@coach/shared/client-app`). Only its pages import this. */
export const clientAudience: AuthAudience = {
  api: clientApi,
  loginPath: '/auth/app/login',
  resetPath: '/auth/app/password-reset',
  resetConfirmPath: '/auth/app/password-reset/confirm',
  signIn: (tokens) => void useClientSession.getState().signIn(tokens),
  links: {
    login: clientAppPaths.login,
    forgotPassword: clientAppPaths.forgotPassword,
    signUp: clientAppPaths.register,
    signUpLabel: 'Registrate con tu código',
    signUpQuestion: '¿Tu entrenador te invitó?',
  },
  home: clientAppPaths.today,
  publicPaths: [clientAppPaths.login, clientAppPaths.register, clientAppPaths.forgotPassword, clientAppPaths.resetPassword],
  help: false,
};
