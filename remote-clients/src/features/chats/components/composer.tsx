import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { CHAT_LIMITS, chatMessages, formatDecimal } from '@coach/shared';
import { useMessageComposer } from '../../../lib/use-message-composer';
import { SendIcon } from './chat-icons';

export interface ComposerProps {
  disabled: boolean;
  /** Gets the trimmed text, 1–2,000 characters. */
  onSend: (text: string) => void;
}

/** Where the trainer writes: Enter sends, Shift+Enter starts a new line; the contract's limits and messages. */
export function Composer({ disabled, onSend }: ComposerProps) {
  const composer = useMessageComposer(onSend);
  return (
    <form
      className="chats-composer"
      onSubmit={(event) => {
        event.preventDefault();
        composer.submit();
      }}
    >
      <div className="chats-composer-row">
        <Input.TextArea
          value={composer.text}
          onChange={composer.onChange}
          onKeyDown={composer.onKeyDown}
          disabled={disabled}
          placeholder={chatMessages.composerPlaceholder}
          aria-label={chatMessages.composerPlaceholder}
          aria-describedby={composer.describedBy}
          aria-invalid={composer.error ? true : undefined}
          autoSize={{ minRows: 1, maxRows: 6 }}
          status={composer.error ? 'error' : undefined}
        />
        <Button type="primary" htmlType="submit" disabled={disabled} aria-label={chatMessages.send} icon={<SendIcon />} />
      </div>
      {composer.error && (
        <span id={composer.errorId} className="chats-error" role="alert">
          {composer.error}
        </span>
      )}
      <span className="chats-row chats-muted">
        <span id={composer.hintId} style={{ flex: 1, whiteSpace: 'normal' }}>
          {chatMessages.composerHint}
        </span>
        {composer.showCount && (
          <span aria-live="polite">
            {formatDecimal(composer.length)}/{formatDecimal(CHAT_LIMITS.textLength)}
          </span>
        )}
      </span>
    </form>
  );
}
