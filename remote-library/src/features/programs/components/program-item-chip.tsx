import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { taskTypeLabels, type TaskType } from '@coach/shared/contracts';
import { itemDetailLine } from '../lib/item-details';
import type { ProgramItemDraft } from '../lib/program-draft';
import { KindIcon } from '../../../lib/kind-icon';

const kindOfType = { workout: 'workouts', activity: 'activities', form: 'forms' } as const satisfies Record<TaskType, string>;

export interface ProgramItemChipProps {
  item: ProgramItemDraft;
  readOnly: boolean;
  onEdit: () => void;
  onMove: () => void;
  onRemove: () => void;
}

/**
 * One workout, activity or form of a day: dragged by its handle with the pointer to another day, and
 * moved, edited or removed from its "Acciones" menu (the keyboard's way to move it).
 */
export function ProgramItemChip({ item, readOnly, onEdit, onMove, onRemove }: ProgramItemChipProps) {
  const { token } = theme.useToken();
  const { setNodeRef, setActivatorNodeRef, listeners, isDragging } = useDraggable({ id: item.key, disabled: readOnly });
  const detail = itemDetailLine(item);
  const items: MenuProps['items'] = [
    { key: 'edit', label: 'Editar detalles' },
    { key: 'move', label: 'Mover a…' },
    { key: 'remove', label: 'Quitar', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'edit' ? onEdit() : key === 'move' ? onMove() : onRemove());

  return (
    <li
      ref={setNodeRef}
      style={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 4,
        minWidth: 0,
        padding: '4px 4px 4px 6px',
        borderRadius: token.borderRadius,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      {!readOnly && (
        // The pointer's handle; the keyboard moves an item with "Mover a…".
        <span ref={setActivatorNodeRef} {...listeners} aria-hidden style={{ cursor: 'grab', touchAction: 'none', color: token.colorTextTertiary, paddingTop: 2 }}>
          ⠿
        </span>
      )}
      <span style={{ paddingTop: 3, flex: 'none', display: 'flex' }}>
        <KindIcon kind={kindOfType[item.type]} size={14} color={token.colorPrimary} />
      </span>
      <span style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography.Text style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
          <span className="coach-visually-hidden" style={visuallyHidden}>{`${taskTypeLabels[item.type]}: `}</span>
          {item.itemName}
        </Typography.Text>
        {item.archived && (
          <Typography.Text type="secondary" italic style={{ fontSize: token.fontSizeSM }}>
            Ya no está en tu biblioteca
          </Typography.Text>
        )}
        {detail && (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
            {detail}
          </Typography.Text>
        )}
      </span>
      {!readOnly && (
        <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
          <Button type="text" size="small" aria-label={`Acciones de ${item.itemName}`} style={{ flex: 'none', paddingInline: 4 }}>
            <span aria-hidden>⋯</span>
          </Button>
        </Dropdown>
      )}
    </li>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
