import { jwtDecode } from 'jwt-decode';
import { accessTokenClaimsSchema } from '../contracts/auth';

export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  displayName: string;
  initials: string;
  role: string;
  gymId: number;
  image: string | null;
  remainingDays: number | null;
}

export const displayNameOf = (firstName: string, lastName: string): string =>
  [firstName, lastName].map((part) => part.trim()).filter(Boolean).join(' ');

/** Up to two uppercase letters: the first letter of each word, or the first two of a single word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0]!)
    .join('')
    .toUpperCase();
}

/** An access token that cannot be decoded, or lacks the expected claims, means no user. */
export function userFromToken(token: string | null | undefined): SessionUser | null {
  if (!token) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return null;
  }
  const claims = accessTokenClaimsSchema.safeParse(payload);
  if (!claims.success) return null;
  const c = claims.data;
  const displayName = displayNameOf(c.first_name, c.last_name);
  return {
    id: c.id,
    username: c.username,
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    displayName,
    initials: initialsOf(displayName),
    role: c.role,
    gymId: c.gym_id,
    image: c.image,
    remainingDays: c.remainingDays,
  };
}
