import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useId, useState, type Dispatch } from 'react';
import { dayNumbers, findItem, itemsOf, parseCellKey, weekItemCount, type CellRef, type ProgramDraft, type ProgramItemDraft } from '../lib/program-draft';
import type { ProgramAction } from '../lib/program-reducer';
import { AddItemDialog } from './add-item-dialog';
import { DayCell } from './day-cell';
import { CopyWeekDialog, EditItemDialog, MoveItemDialog } from './week-dialogs';

export interface ProgramGridProps {
  draft: ProgramDraft;
  dispatch: Dispatch<ProgramAction>;
  readOnly: boolean;
  /** A phone (or a narrow window): one week at a time, its days one under the other. */
  narrow: boolean;
}

type Open =
  | { kind: 'add'; cell: CellRef }
  | { kind: 'edit'; item: ProgramItemDraft }
  | { kind: 'move'; item: ProgramItemDraft }
  | { kind: 'copy'; week: number }
  | null;

const weekList = (weeks: number) => Array.from({ length: weeks }, (_, index) => index + 1);

/**
 * The program's weeks × days: every week on a wide screen, one week (chosen above it) on a phone. An
 * item is dragged to another day with the pointer, or moved with its "Mover a…"; a week is copied over
 * another or emptied (after a confirmation).
 */
export function ProgramGrid({ draft, dispatch, readOnly, narrow }: ProgramGridProps) {
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const [open, setOpen] = useState<Open>(null);
  const [shownWeek, setShownWeek] = useState(1);
  const [dragged, setDragged] = useState<ProgramItemDraft | null>(null);
  const weekSelectId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const week = Math.min(shownWeek, draft.weeks);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(findItem(draft, String(active.id))?.item ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (over) dispatch({ type: 'move-item', key: String(active.id), ...parseCellKey(String(over.id)) });
  };

  const confirmClear = (target: number) =>
    modal.confirm({
      title: `¿Vaciar la semana ${target}?`,
      content: 'Se quitan todas las rutinas, actividades y formularios de sus siete días. Podés deshacerlo sin guardar los cambios.',
      okText: 'Vaciar semana',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => dispatch({ type: 'clear-week', week: target }),
    });

  const renderWeek = (target: number) => {
    const count = weekItemCount(draft, target);
    return (
      <div key={target} role="group" aria-labelledby={`${weekSelectId}-w${target}`} style={{ minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
          <Typography.Title level={3} id={`${weekSelectId}-w${target}`} style={{ margin: 0, fontSize: token.fontSizeLG }}>
            {`Semana ${target}`}
          </Typography.Title>
          {!readOnly && (
            <Flex gap={8} wrap>
              <Button size="small" disabled={draft.weeks < 2 || count === 0} onClick={() => setOpen({ kind: 'copy', week: target })} aria-label={`Copiar semana ${target}`}>
                Copiar semana
              </Button>
              <Button size="small" disabled={count === 0} onClick={() => confirmClear(target)} aria-label={`Vaciar semana ${target}`}>
                Vaciar semana
              </Button>
            </Flex>
          )}
        </Flex>
        <div style={{ display: 'grid', gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'repeat(7, minmax(0, 1fr))', gap: 6 }}>
          {dayNumbers.map((day) => (
            <DayCell
              key={day}
              week={target}
              day={day}
              items={itemsOf(draft, target, day)}
              readOnly={readOnly}
              onAdd={() => setOpen({ kind: 'add', cell: { week: target, day } })}
              onEdit={(item) => setOpen({ kind: 'edit', item })}
              onMove={(item) => setOpen({ kind: 'move', item })}
              onRemove={(item) => dispatch({ type: 'remove-item', key: item.key })}
            />
          ))}
        </div>
      </div>
    );
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      {modalHolder}
      {narrow ? (
        <Flex vertical gap={12} style={{ minWidth: 0 }}>
          <Flex gap={8} align="center">
            <Button aria-label="Semana anterior" disabled={week <= 1} onClick={() => setShownWeek(week - 1)}>
              <span aria-hidden>‹</span>
            </Button>
            <Select
              aria-label="Semana que se muestra"
              value={week}
              onChange={setShownWeek}
              options={weekList(draft.weeks).map((value) => ({ value, label: `Semana ${value} de ${draft.weeks}` }))}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button aria-label="Semana siguiente" disabled={week >= draft.weeks} onClick={() => setShownWeek(week + 1)}>
              <span aria-hidden>›</span>
            </Button>
          </Flex>
          {renderWeek(week)}
        </Flex>
      ) : (
        <Flex vertical gap={24} style={{ minWidth: 0 }}>
          {weekList(draft.weeks).map(renderWeek)}
        </Flex>
      )}
      <DragOverlay>
        {dragged && (
          <div style={{ padding: '4px 8px', borderRadius: token.borderRadius, background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, fontSize: token.fontSizeSM }}>
            {dragged.itemName}
          </div>
        )}
      </DragOverlay>
      {open?.kind === 'add' && (
        <AddItemDialog
          where={`la semana ${open.cell.week}, día ${open.cell.day}`}
          onClose={() => setOpen(null)}
          onAdd={(item) => {
            dispatch({ type: 'add-item', ...open.cell, item });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'edit' && (
        <EditItemDialog
          name={open.item.itemName}
          type={open.item.type}
          value={open.item}
          onClose={() => setOpen(null)}
          onSave={(changes) => {
            dispatch({ type: 'change-item', key: open.item.key, changes });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'move' && (
        <MoveItemDialog
          name={open.item.itemName}
          from={findItem(draft, open.item.key) ?? { week: 1, day: 1 }}
          weeks={draft.weeks}
          onClose={() => setOpen(null)}
          onMove={(to) => {
            dispatch({ type: 'move-item', key: open.item.key, ...to });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'copy' && (
        <CopyWeekDialog
          from={open.week}
          weeks={draft.weeks}
          itemsIn={(target) => weekItemCount(draft, target)}
          onClose={() => setOpen(null)}
          onCopy={(to) => {
            dispatch({ type: 'copy-week', from: open.week, to });
            setOpen(null);
          }}
        />
      )}
    </DndContext>
  );
}
