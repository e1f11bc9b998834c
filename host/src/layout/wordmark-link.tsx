import { BrandMark, paths } from '@coach/shared';
import Typography from 'antd/es/typography';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';

export interface WordmarkLinkProps {
  /** The drawn mark before the name (the sidebar), or the name alone (the phone's top bar). */
  withMark?: boolean;
  /** Whether "Coach" is written (not in the collapsed sidebar). */
  showName: boolean;
  fontSize: number;
  onClick?: () => void;
  style?: CSSProperties;
}

/**
 * "Coach", leading to the dashboard. While its name is on screen, that is its accessible name too
 * (WCAG 2.5.3, axe's label-content-name-mismatch: a voice user says what they see); where is says
 * only in the title. With the mark alone, a label names it and says where it goes.
 */
export function WordmarkLink({ withMark = false, showName, fontSize, onClick, style }: WordmarkLinkProps) {
  return (
    <Link to={paths.dashboard} onClick={onClick} title="Ir al dashboard" aria-label={showName ? undefined : 'Coach, ir al dashboard'} style={style}>
      {withMark && <BrandMark size={28} />}
      {showName && (
        <Typography.Text strong style={{ fontSize }}>
          Coach
        </Typography.Text>
      )}
    </Link>
  );
}
