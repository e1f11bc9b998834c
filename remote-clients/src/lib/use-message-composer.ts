import { CHAT_LIMITS, chatMessages, chatMessageSendSchema, chatTextLength } from '@coach/shared';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** From this length on, the composer shows how many characters are left of the contract's limit. */
const SHOW_COUNT_FROM = CHAT_LIMITS.textLength - 200;

/** A message's text checked with the contract: the trimmed text, or the contract's Spanish message. */
export function checkMessageText(text: string): { text: string } | { error: string } {
  const parsed = chatMessageSendSchema.shape.text.safeParse(text);
  return parsed.success ? { text: parsed.data } : { error: parsed.error.issues[0]?.message ?? chatMessages.textRequired };
}

/**
 * What a chat's composer does, the trainer's and the client's alike: the text, its check against the
 * contract (the error shown until the text changes), Enter sends and Shift+Enter starts a new line (not
 * while an input method is composing), and the count once the text nears the limit. Each composer draws
 * its own form around it.
 */
export function useMessageComposer(onSend: (text: string) => void) {
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

  return {
    text,
    error,
    hintId,
    errorId,
    length,
    showCount: length > SHOW_COUNT_FROM,
    submit,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      setText(event.target.value);
      if (error) setError(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      submit();
    },
    /** The textarea's accessible description: the error first when there is one, then the hint. */
    describedBy: error ? `${errorId} ${hintId}` : hintId,
  };
}
