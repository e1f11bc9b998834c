import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface StatusMessageProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/**
 * A centred message with its way out (not found, an area that failed to load). antd's Result does
 * this too, but ships its 403/404/500 illustrations (about 11 KB gzip) to every page.
 */
export function StatusMessage({ icon, title, description, actions, testId }: StatusMessageProps) {
  return (
    <Flex vertical align="center" gap={12} data-testid={testId} style={{ padding: '48px 24px', textAlign: 'center' }}>
      {icon}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      {actions && (
        <Flex gap={8} justify="center" wrap style={{ marginTop: 12 }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
