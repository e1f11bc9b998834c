import { CHAT_CLIENT_PARAM, chatMessages, useBusinessSettings, useChatStream, useChatStreamStatus } from '@coach/shared';
import { useQueryClient } from '@tanstack/react-query';
import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chatKeys } from '../api/keys';
import { addMessage, bumpConversation, markMessagesRead } from '../lib/chat-cache';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import './chats.css';

const toClientId = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `/chats`: the conversation list and the open conversation (`?cliente=ID`, so a reload keeps it), side
 * by side from 768 px and one at a time below. Both follow the tab's chat stream.
 */
export function ChatsScreen() {
  const [params] = useSearchParams();
  const openId = toClientId(params.get(CHAT_CLIENT_PARAM));
  const { timeZone } = useBusinessSettings();
  const queryClient = useQueryClient();
  const streamDown = useChatStreamStatus() === 'retrying';
  const { token } = theme.useToken();

  useChatStream((event) => {
    switch (event.event) {
      // A new connection may have missed events, and clients that changed trainer change a trainer's
      // conversations: ask again for everything shown.
      case 'ready':
      case 'clients':
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        break;
      case 'message': {
        const { clientId, message } = event.data;
        addMessage(queryClient, clientId, message);
        const seen = clientId === openId && document.visibilityState === 'visible';
        if (!bumpConversation(queryClient, clientId, message, !seen)) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        break;
      }
      case 'read':
        markMessagesRead(queryClient, event.data.clientId, event.data.by, event.data.readAt, event.data.readAt);
        break;
      default:
        break;
    }
  });

  const colours = {
    '--chats-text': token.colorText,
    '--chats-heading': token.colorTextHeading,
    '--chats-muted': token.colorTextSecondary,
    '--chats-border': token.colorBorderSecondary,
    '--chats-bg': token.colorBgContainer,
    '--chats-fill': token.colorFillSecondary,
    '--chats-hover': token.controlItemBgHover,
    '--chats-active': token.controlItemBgActive,
    '--chats-theirs': token.colorFillTertiary,
    '--chats-mine': token.colorPrimaryBg,
    '--chats-accent': token.colorPrimary,
    '--chats-accent-text': token.colorPrimaryText,
    '--chats-badge': '#1d7f7f',
    '--chats-error': token.colorErrorText,
    '--chats-title-size': `${token.fontSizeHeading2}px`,
  } as CSSProperties;

  return (
    <section className="chats" aria-labelledby="chats-title" data-open={openId !== null} style={colours}>
      <h1 id="chats-title" className="chats-title">
        {chatMessages.title}
      </h1>
      {streamDown && (
        <p className="chats-muted" role="status" style={{ margin: 0, whiteSpace: 'normal' }}>
          {chatMessages.streamDown}
        </p>
      )}
      <div className="chats-panes">
        <ConversationList openId={openId} timeZone={timeZone} />
        {openId === null ? (
          <section className="chats-conversation" aria-label="Conversación">
            <p className="chats-center chats-muted">{chatMessages.selectConversation}</p>
          </section>
        ) : (
          <ConversationView key={openId} clientId={openId} timeZone={timeZone} />
        )}
      </div>
    </section>
  );
}
