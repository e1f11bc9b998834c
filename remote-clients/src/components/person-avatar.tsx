import Avatar from 'antd/es/avatar';
import { ACCENT_COLOR, initialsOf, ON_ACCENT_COLOR } from '@coach/shared';

export type AvatarSize = 'default' | 'large' | 'small' | number;

/**
 * A member's photo (a trainer beside a client, in a picker), or their initials on the accent colour.
 * Decorative: the name is always written beside it.
 */
export function PersonAvatar({ person, size = 'small' }: { person: { name: string; image: string | null }; size?: AvatarSize }) {
  return person.image ? (
    <Avatar src={person.image} alt="" size={size} style={{ flex: 'none' }} />
  ) : (
    <Avatar size={size} style={{ background: ACCENT_COLOR, color: ON_ACCENT_COLOR, flex: 'none' }} aria-hidden>
      {initialsOf(person.name)}
    </Avatar>
  );
}
