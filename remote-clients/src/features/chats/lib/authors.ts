import { useSession, type ChatMessage } from '@coach/shared';
import { useTeamMembers } from '../../trainers/api/get-team-members';

export type Author = ChatMessage['author'];

/** Who reads the trainer's side of the chats, and whether the business has other members who write there too. */
export interface AuthorContext {
  userId: number | null;
  /** The signed-in member, as the author of what they are sending (not yet confirmed by the API). */
  me: Author;
  /** More than one member: then every message of the business says who wrote it. */
  team: boolean;
}

/**
 * The chat is with the business, so any of its members may answer. An administrator knows the team
 * (GET /team/members); a trainer's business always has an administrator besides them, so for a
 * trainer there is always more than one member.
 */
export function useAuthorContext(): AuthorContext {
  const user = useSession((state) => state.user);
  const isAdmin = user?.role === 'AD';
  const members = useTeamMembers();
  return {
    userId: user?.id ?? null,
    me: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null,
    team: !isAdmin || (members.data?.length ?? 1) > 1,
  };
}

/**
 * The first name to show on a message of the business: always when the team has several members,
 * and whenever someone other than the reader wrote it; null when it says nothing (one member, or an
 * author since removed).
 */
export function authorLabel(author: Author, context: AuthorContext): string | null {
  if (!author) return null;
  return context.team || author.id !== context.userId ? author.firstName : null;
}

/** Who the list's preview names before the business's last message: "Vos", or the member who wrote it. */
export const previewAuthor = (author: Author, userId: number | null, you: string): string =>
  author && author.id !== userId ? author.firstName : you;
