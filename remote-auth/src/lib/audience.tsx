import { apiClient, paths, useSession, type ApiClient, type TokenPair } from '@coach/shared';
import { createContext, useContext } from 'react';

/**
 * Who the sign-in screens are for: the trainers' web app (the default) or the clients' app, which
 * wraps its pages in another audience (client-audience.ts). The forms are the same; the API paths,
 * the session they start and where their links lead are not.
 */
export interface AuthAudience {
  api: ApiClient;
  loginPath: string;
  resetPath: string;
  resetConfirmPath: string;
  /** Stores the tokens and starts the session; throws when either fails. */
  signIn: (tokens: TokenPair) => void;
  links: { login: string; forgotPassword: string; signUp: string; signUpLabel: string; signUpQuestion: string };
  /** Where a signed-in user goes when no private screen sent them to sign in. */
  home: string;
  /** Screens the login never sends back to. */
  publicPaths: string[];
  /** The "¿Necesitás ayuda?" button (product support): trainers only, a client asks their trainer. */
  help: boolean;
}

export const trainerAudience: AuthAudience = {
  api: apiClient,
  loginPath: '/auth/web/login',
  resetPath: '/auth/password-reset',
  resetConfirmPath: '/auth/password-reset/confirm',
  signIn: (tokens) => void useSession.getState().signIn(tokens),
  links: {
    login: paths.login,
    forgotPassword: paths.forgotPassword,
    signUp: paths.createAccount,
    signUpLabel: 'Creá tu cuenta gratis',
    signUpQuestion: '¿No tenés cuenta?',
  },
  home: paths.dashboard,
  publicPaths: [paths.index, paths.login, paths.forgotPassword, paths.resetPassword, paths.createAccount],
  help: true,
};

const AudienceContext = createContext<AuthAudience>(trainerAudience);

export const AudienceProvider = AudienceContext.Provider;
export const useAudience = () => useContext(AudienceContext);
