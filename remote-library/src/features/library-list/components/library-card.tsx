import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import type { LibraryKind, LibrarySource } from '@coach/shared/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { KindIcon } from '../../../lib/kind-icon';

/** What a card needs of any kind's item. */
export interface LibraryCardItem {
  id: number;
  name: string;
  source: LibrarySource;
  /** Who created it: an Entrenador deletes only their own. */
  createdByUserId?: number | null;
  thumbnailUrl?: string | null;
}

export interface LibraryCardProps {
  kind: LibraryKind;
  item: LibraryCardItem;
  href: string;
  meta?: ReactNode;
  /** The card's menu (Duplicar, Eliminar), beside the link rather than inside it. */
  menu: ReactNode;
}

export const CARD_CLASS = 'coach-library-card';

/** One item of a list: its picture (or the kind's icon), name, "Coach" tag and a line of meta. */
export function LibraryCard({ kind, item, href, meta, menu }: LibraryCardProps) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        position: 'relative',
        listStyle: 'none',
        minWidth: 0,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      <Link to={href} className={CARD_CLASS} style={{ display: 'block', color: 'inherit', height: '100%' }}>
        <div style={{ aspectRatio: '16 / 9', background: token.colorFillTertiary, display: 'grid', placeItems: 'center' }}>
          {item.thumbnailUrl ? (
            <img src={item.thumbnailUrl} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <KindIcon kind={kind} size={36} color={token.colorTextQuaternary} />
          )}
        </div>
        <div style={{ padding: `${token.paddingSM}px ${token.padding}px ${token.padding}px`, display: 'grid', gap: 4 }}>
          <span style={{ display: 'flex', alignItems: 'flex-start', gap: 8, justifyContent: 'space-between' }}>
            <span style={{ fontWeight: token.fontWeightStrong, color: token.colorText, overflowWrap: 'anywhere' }}>{item.name}</span>
            {item.source === 'product' && (
              <Tag color="cyan" variant="filled" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
                Coach
              </Tag>
            )}
          </span>
          {meta && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>{meta}</span>}
        </div>
      </Link>
      <div style={{ position: 'absolute', top: 8, right: 8 }}>{menu}</div>
    </li>
  );
}
