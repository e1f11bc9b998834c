import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import { gridStyle } from './list-grid';

/** Grey cards while the first page loads. */
export function ListSkeleton({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <ul aria-busy="true" aria-label={label} style={gridStyle}>
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} style={{ listStyle: 'none', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, overflow: 'hidden' }}>
          <div style={{ aspectRatio: '16 / 9', background: token.colorFillSecondary }} />
          <div style={{ padding: token.padding }}>
            <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 1, width: '50%' }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
