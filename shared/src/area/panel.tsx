import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/**
 * A titled surface for a page section. antd's Card would do, but it pulls in Tabs (about 45 KB gzip
 * of the shared antd every page loads), and none of our sections has tabs.
 */
export function Panel({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {(title || extra) && (
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            padding: '14px clamp(16px, 4vw, 24px)',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </header>
      )}
      <div style={{ padding: 'clamp(16px, 4vw, 24px)' }}>{children}</div>
    </section>
  );
}
