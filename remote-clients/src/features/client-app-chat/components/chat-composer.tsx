import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { CHAT_LIMITS, chatMessages, chatTextLength, formatDecimal } from '@coach/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { checkMessageText } from '../api/send-client-message';

const SHOW_COUNT_FROM = CHAT_LIMITS.textLength - 200;

/** Where the client writes: Enter sends, Shift+Enter starts a new line; the contract's limits and messages. */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const length = chatTextLength(text);

  const submit = () => {
    const checked = checkMessageText(text);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    setText('');
    onSend(checked.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="cac-composer"
      aria-label="Escribir a tu entrenador"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="cac-composer-row">
        <Input.TextArea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={chatMessages.composerPlaceholder}
          aria-label="Mensaje para tu entrenador"
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          autoSize={{ minRows: 1, maxRows: 5 }}
          status={error ? 'error' : undefined}
        />
        <Button type="primary" htmlType="submit" size="large">
          {chatMessages.send}
        </Button>
      </div>
      {error && (
        <span id={errorId} className="cac-error" role="alert">
          {error}
        </span>
      )}
      <span className="cac-hint">
        <span id={hintId}>{chatMessages.composerHint}</span>
        {length > SHOW_COUNT_FROM && (
          <span aria-live="polite">
            {' · '}
            {formatDecimal(length)}/{formatDecimal(CHAT_LIMITS.textLength)}
          </span>
        )}
      </span>
    </form>
  );
}
