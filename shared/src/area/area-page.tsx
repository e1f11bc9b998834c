import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

export interface AreaPageProps {
  title: string;
  /** A short line under the title saying what the area is for. */
  subtitle?: string;
  actions?: ReactNode;
  /** Stable `data-tour` target of the page (SPEC.md tour targets). */
  tourTarget?: string;
  children: ReactNode;
}

/** The frame of every area screen: title, subtitle, actions on the right, then the content. */
export function AreaPage({ title, subtitle, actions, tourTarget, children }: AreaPageProps) {
  return (
    <section data-tour={tourTarget} aria-label={title} style={{ padding: 'clamp(16px, 4vw, 24px)', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24 }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </section>
  );
}

export interface EmptyAreaProps {
  title: string;
  description: string;
  action?: ReactNode;
}

/** An area with nothing to show yet: what will appear here and, when possible, how to start. */
export function EmptyArea({ title, description, action }: EmptyAreaProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </Flex>
      }
    >
      {action}
    </Empty>
  );
}
