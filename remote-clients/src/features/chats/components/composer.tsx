import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { CHAT_LIMITS, chatMessages, chatMessageSendSchema, chatTextLength, formatDecimal } from '@coach/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { SendIcon } from './chat-icons';

const SHOW_COUNT_FROM = CHAT_LIMITS.textLength - 200;

export interface ComposerProps {
  disabled: boolean;
  /** Gets the trimmed text, 1–2,000 characters. */
  onSend: (text: string) => void;
}

/** Where the trainer writes: Enter sends, Shift+Enter starts a new line; the contract's limits and messages. */
export function Composer({ disabled, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const length = chatTextLength(text);

  const submit = () => {
    const parsed = chatMessageSendSchema.shape.text.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? chatMessages.textRequired);
      return;
    }
    setError(null);
    setText('');
    onSend(parsed.data);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="chats-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="chats-composer-row">
        <Input.TextArea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder={chatMessages.composerPlaceholder}
          aria-label={chatMessages.composerPlaceholder}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          autoSize={{ minRows: 1, maxRows: 6 }}
          status={error ? 'error' : undefined}
        />
        <Button type="primary" htmlType="submit" disabled={disabled} aria-label={chatMessages.send} icon={<SendIcon />} />
      </div>
      {error && (
        <span id={errorId} className="chats-error" role="alert">
          {error}
        </span>
      )}
      <span className="chats-row chats-muted">
        <span id={hintId} style={{ flex: 1, whiteSpace: 'normal' }}>
          {chatMessages.composerHint}
        </span>
        {length > SHOW_COUNT_FROM && (
          <span aria-live="polite">
            {formatDecimal(length)}/{formatDecimal(CHAT_LIMITS.textLength)}
          </span>
        )}
      </span>
    </form>
  );
}
