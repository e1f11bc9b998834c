import theme from 'antd/es/theme';
import type { ReactNode } from 'react';

export interface ChoiceCardProps {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
  /** A `data-tour` name, for the assign-activity tour. */
  tour?: string;
}

/** One option of a radio group drawn as a card (inside an element with role="radiogroup"). */
export function ChoiceCard({ selected, onSelect, children, tour }: ChoiceCardProps) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      data-tour={tour}
      onClick={onSelect}
      style={{
        font: 'inherit',
        color: token.colorText,
        textAlign: 'left',
        width: '100%',
        minWidth: 0,
        padding: `${token.paddingSM}px ${token.padding}px`,
        borderRadius: token.borderRadiusLG,
        border: `${selected ? 2 : 1}px solid ${selected ? token.colorPrimary : token.colorBorder}`,
        background: selected ? token.colorPrimaryBg : token.colorBgContainer,
        cursor: 'pointer',
      }}
    >
      {children}
    </button>
  );
}
