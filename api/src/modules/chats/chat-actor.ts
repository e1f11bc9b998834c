import type { Scope } from '../team/scope';

/**
 * Who writes or reads: a member of the business, by their scope (an administrator reaches every
 * client's conversation, a trainer only their clients'), or the client, by their token.
 */
export type ChatActor = { side: 'trainer'; scope: Scope } | { side: 'client'; gymId: number };

export const gymOf = (actor: ChatActor): number => (actor.side === 'trainer' ? actor.scope.gymId : actor.gymId);
