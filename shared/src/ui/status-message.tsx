import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

export interface StatusMessageProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/**
 * A centred message with its way out (not found, an area that failed to load, an error in the shell).
 * Every page can show it, so it is built from the theme's tokens rather than antd's Result (its
 * illustrations) or Typography (with its copy, edit and ellipsis tools): neither is downloaded for it.
 */
export function StatusMessage({ icon, title, description, actions, testId }: StatusMessageProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} data-testid={testId} style={{ padding: '48px 24px', textAlign: 'center' }}>
      {icon}
      <h2
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {title}
      </h2>
      {description && <p style={{ margin: 0, color: token.colorTextSecondary }}>{description}</p>}
      {actions && (
        <Flex gap={8} justify="center" wrap style={{ marginTop: 12 }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
