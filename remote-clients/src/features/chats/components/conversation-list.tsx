import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { chatMessages, listTime, paths, searchTerm, useSession, type ChatConversation, CHAT_LIMITS } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';
import { useEffect, useState, type UIEvent } from 'react';
import { Link } from 'react-router-dom';
import { useConversations } from '../api/get-conversations';
import { previewAuthor } from '../lib/authors';
import { conversationName } from '../lib/names';
import { ChatAvatar } from './chat-avatar';

const SEARCH_DELAY_MS = 300;

export interface ConversationListProps {
  openId: number | null;
  timeZone: string;
}

/** The conversations, newest message first, searchable by client name, with more loading on scroll. */
export function ConversationList({ openId, timeZone }: ConversationListProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchTerm(typed, CHAT_LIMITS.searchLength)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useConversations(search);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage;

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    if (canLoadMore && element.scrollHeight - element.scrollTop - element.clientHeight < 120) void list.fetchNextPage();
  };

  return (
    <nav className="chats-list" aria-label="Conversaciones">
      <div className="chats-search">
        <Input
          type="search"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={chatMessages.searchPlaceholder}
          aria-label={chatMessages.searchPlaceholder}
          maxLength={CHAT_LIMITS.searchLength}
        />
      </div>
      {list.isPending ? (
        <p className="chats-center chats-muted" aria-busy="true">
          Cargando conversaciones…
        </p>
      ) : list.isError ? (
        <div className="chats-center" role="alert">
          <div>
            <p>No pudimos cargar las conversaciones.</p>
            <Button onClick={() => void list.refetch()}>Reintentar</Button>
          </div>
        </div>
      ) : items.length === 0 ? (
        <div className="chats-center">
          {search ? (
            <EmptyArea title={chatMessages.noSearchResults} description="Probá con otro nombre o apellido." />
          ) : (
            <EmptyArea title={chatMessages.noConversations} description={chatMessages.noConversationsHint} />
          )}
        </div>
      ) : (
        <ul className="chats-items" onScroll={onScroll}>
          {items.map((conversation) => (
            <li key={conversation.clientId}>
              <ConversationItem conversation={conversation} open={conversation.clientId === openId} timeZone={timeZone} />
            </li>
          ))}
          {list.hasNextPage && (
            <li className="chats-center">
              <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Cargar más conversaciones
              </Button>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}

function ConversationItem({ conversation, open, timeZone }: { conversation: ChatConversation; open: boolean; timeZone: string }) {
  const { lastMessage, unreadMessages } = conversation;
  const userId = useSession((state) => state.user?.id ?? null);
  return (
    <Link
      to={paths.chat(conversation.clientId)}
      className="chats-item"
      aria-current={open ? 'page' : undefined}
      data-unread={unreadMessages > 0}
    >
      <ChatAvatar conversation={conversation} />
      <span className="chats-item-body">
        <span className="chats-row">
          <span className="chats-name">{conversationName(conversation)}</span>
          {lastMessage && (
            <time className="chats-muted" dateTime={lastMessage.sentAt}>
              {listTime(lastMessage.sentAt, timeZone)}
            </time>
          )}
        </span>
        <span className="chats-row">
          <span className="chats-preview">
            {lastMessage ? (
              <>
                {lastMessage.from === 'trainer' && `${previewAuthor(lastMessage.author, userId, chatMessages.you)}: `}
                {lastMessage.text}
              </>
            ) : (
              chatMessages.noMessagePreview
            )}
          </span>
          {!conversation.active && (
            <Tag style={{ marginInlineEnd: 0 }}>{chatMessages.disabledTag}</Tag>
          )}
          {unreadMessages > 0 && (
            <>
              <span className="chats-unread" aria-hidden>
                {unreadMessages > 99 ? '99+' : unreadMessages}
              </span>
              <span className="chats-sr-only">{chatMessages.unreadLabel(unreadMessages)}</span>
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
