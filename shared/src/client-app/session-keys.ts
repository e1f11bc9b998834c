/**
 * The client app's own token pair, apart from the trainer's (`coach.access-token`): a trainer who tries
 * the app on the same browser keeps both sessions, and a client token never reaches a trainer route.
 */
export const CLIENT_ACCESS_TOKEN_KEY = 'coach.app.access-token';
export const CLIENT_REFRESH_TOKEN_KEY = 'coach.app.refresh-token';
