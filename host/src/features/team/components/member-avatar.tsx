import { ACCENT_COLOR, ON_ACCENT_COLOR, initialsOf } from '@coach/shared';
import Avatar from 'antd/es/avatar';

/** A member's photo, or their initials on the accent (as the top bar shows the signed-in user). */
/** Decorative: the name is written beside it. */
export function MemberAvatar({ name, image }: { name: string; image: string | null }) {
  return (
    <Avatar src={image ?? undefined} alt="" style={{ backgroundColor: ACCENT_COLOR, color: ON_ACCENT_COLOR, flexShrink: 0 }} aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
