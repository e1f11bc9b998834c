import Avatar from 'antd/es/avatar';
import { ACCENT_COLOR, initialsOf, ON_ACCENT_COLOR, type ChatConversation } from '@coach/shared';
import { conversationName } from '../lib/names';

/** The client's photo, or their initials on the accent colour (decorative: the name is beside it). */
export function ChatAvatar({ conversation, size = 40 }: { conversation: ChatConversation; size?: number }) {
  const name = conversationName(conversation);
  return conversation.image ? (
    <Avatar src={conversation.image} alt="" size={size} style={{ flex: 'none' }} />
  ) : (
    <Avatar size={size} style={{ background: ACCENT_COLOR, color: ON_ACCENT_COLOR, flex: 'none' }} aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
