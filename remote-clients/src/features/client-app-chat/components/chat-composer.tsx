import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { CHAT_LIMITS, chatMessages, formatDecimal } from '@coach/shared';
import { useMessageComposer } from '../../../lib/use-message-composer';

/** Where the client writes: Enter sends, Shift+Enter starts a new line; the contract's limits and messages. */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const composer = useMessageComposer(onSend);
  return (
    <form
      className="cac-composer"
      aria-label="Escribir a tu entrenador"
      onSubmit={(event) => {
        event.preventDefault();
        composer.submit();
      }}
    >
      <div className="cac-composer-row">
        <Input.TextArea
          value={composer.text}
          onChange={composer.onChange}
          onKeyDown={composer.onKeyDown}
          placeholder={chatMessages.composerPlaceholder}
          aria-label="Mensaje para tu entrenador"
          aria-describedby={composer.describedBy}
          aria-invalid={composer.error ? true : undefined}
          autoSize={{ minRows: 1, maxRows: 5 }}
          status={composer.error ? 'error' : undefined}
        />
        <Button type="primary" htmlType="submit" size="large">
          {chatMessages.send}
        </Button>
      </div>
      {composer.error && (
        <span id={composer.errorId} className="cac-error" role="alert">
          {composer.error}
        </span>
      )}
      <span className="cac-hint">
        <span id={composer.hintId}>{chatMessages.composerHint}</span>
        {composer.showCount && (
          <span aria-live="polite">
            {' · '}
            {formatDecimal(composer.length)}/{formatDecimal(CHAT_LIMITS.textLength)}
          </span>
        )}
      </span>
    </form>
  );
}
