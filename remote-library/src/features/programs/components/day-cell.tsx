import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useDroppable } from '@dnd-kit/core';
import { programMessages, PROGRAM_LIMITS } from '@coach/shared/contracts';
import { cellKey, type ProgramItemDraft } from '../lib/program-draft';
import { ProgramItemChip } from './program-item-chip';

export interface DayCellProps {
  week: number;
  day: number;
  items: ProgramItemDraft[];
  readOnly: boolean;
  onAdd: () => void;
  onEdit: (item: ProgramItemDraft) => void;
  onMove: (item: ProgramItemDraft) => void;
  onRemove: (item: ProgramItemDraft) => void;
}

/** One day of a week: its items, where an item can be dropped, and "Agregar". */
export function DayCell({ week, day, items, readOnly, onAdd, onEdit, onMove, onRemove }: DayCellProps) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: cellKey(week, day), disabled: readOnly });
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={`Semana ${week}, día ${day}`}
      style={{
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        padding: 8,
        borderRadius: token.borderRadiusLG,
        border: `1px ${isOver ? 'dashed' : 'solid'} ${isOver ? token.colorPrimary : token.colorBorderSecondary}`,
        background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
      }}
    >
      <Typography.Text strong style={{ fontSize: token.fontSizeSM }}>{`Día ${day}`}</Typography.Text>
      {items.length > 0 ? (
        <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {items.map((item) => (
            <ProgramItemChip
              key={item.key}
              item={item}
              readOnly={readOnly}
              onEdit={() => onEdit(item)}
              onMove={() => onMove(item)}
              onRemove={() => onRemove(item)}
            />
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Descanso
        </Typography.Text>
      )}
      {!readOnly &&
        (items.length >= PROGRAM_LIMITS.itemsPerDay ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {programMessages.tooManyItemsPerDay}
          </Typography.Text>
        ) : (
          <Button size="small" type="dashed" onClick={onAdd} aria-label={`Agregar a la semana ${week}, día ${day}`}>
            + Agregar
          </Button>
        ))}
    </div>
  );
}
