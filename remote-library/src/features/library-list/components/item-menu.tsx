import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd';
import { libraryNouns, type LibraryKind } from '@coach/shared/contracts';
import { useCanChange } from '../../../lib/can-change';
import type { LibraryCardItem } from './library-card';

export interface ItemMenuProps {
  kind: LibraryKind;
  item: LibraryCardItem;
  onDuplicate: (item: LibraryCardItem) => void;
  onDelete: (item: LibraryCardItem) => void;
}

/** "⋯" on a card: Duplicar for every item, Eliminar for what the member may change (lib/can-change). */
export function ItemMenu({ kind, item, onDuplicate, onDelete }: ItemMenuProps) {
  const canChange = useCanChange();
  const items: MenuProps['items'] = [
    { key: 'duplicate', label: 'Duplicar' },
    ...(canChange(item) ? [{ key: 'delete', label: 'Eliminar', danger: true }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'delete' ? onDelete(item) : onDuplicate(item));
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button
        shape="circle"
        aria-label={`Acciones ${libraryNouns[kind].of} ${item.name}`}
        style={{ boxShadow: 'none' }}
      >
        <span aria-hidden style={{ fontSize: 18, lineHeight: 1, letterSpacing: 1 }}>
          ⋯
        </span>
      </Button>
    </Dropdown>
  );
}
