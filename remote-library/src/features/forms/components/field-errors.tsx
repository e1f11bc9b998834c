import theme from 'antd/es/theme';

/** The messages of a place in the builder, in the theme's error colour, read out when they appear. */
export function FieldErrors({ messages }: { messages: string[] }) {
  const { token } = theme.useToken();
  const unique = [...new Set(messages)];
  if (unique.length === 0) return null;
  return (
    // data-field-error and tabIndex: a failed save scrolls here and focuses it (useRevealFirstError).
    <div role="alert" data-field-error tabIndex={-1} style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
      {unique.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}
