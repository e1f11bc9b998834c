import Button from 'antd/es/button';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type CSSProperties, type ReactNode } from 'react';

/*
 * Drag and drop lists of the editor (groups, exercises of a group, series of an exercise): a handle to
 * drag with the pointer, or to focus and move with the keyboard (Espacio to lift, flechas to move,
 * Espacio to drop, Escape to cancel), with what happens read out in Spanish.
 */

export interface SortableListProps {
  ids: string[];
  /** How to name an item to a screen reader ("el grupo Entrada en calor"). */
  describe: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

const instructions =
  'Para mover este elemento, presioná Espacio o Enter, movelo con las flechas y presioná Espacio o Enter para soltarlo. Escape cancela.';

export function SortableList({ ids, describe, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(() => {
    const name = (id: UniqueIdentifier) => describe(String(id));
    const position = (id: UniqueIdentifier | undefined) => `la posición ${ids.indexOf(String(id)) + 1} de ${ids.length}`;
    return {
      onDragStart: ({ active }) => `Tomaste ${name(active.id)}, en ${position(active.id)}.`,
      onDragOver: ({ active, over }) => (over ? `${capitalize(name(active.id))} pasó a ${position(over.id)}.` : `${capitalize(name(active.id))} está fuera de la lista.`),
      onDragEnd: ({ active, over }) => (over ? `Soltaste ${name(active.id)} en ${position(over.id)}.` : `Soltaste ${name(active.id)} fuera de la lista.`),
      onDragCancel: ({ active }) => `Cancelaste el movimiento: ${name(active.id)} volvió a su lugar.`,
    };
  }, [describe, ids]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface SortableItemProps {
  id: string;
  /** What the handle says ("Reordenar el grupo Principal"). */
  handleLabel: string;
  /** No handle (read-only). */
  disabled?: boolean;
  style?: CSSProperties;
  /** The item, given its handle to place where it belongs. */
  children: (handle: ReactNode) => ReactNode;
}

/**
 * What makes an element an item of a SortableList: its ref, its style while it moves, and its visible
 * handle (drag it, or focus it and use the keyboard). A memoised item still follows the drag.
 */
export function useSortableItem({ id, handleLabel, disabled }: Omit<SortableItemProps, 'children' | 'style'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = disabled ? null : (
    <Button
      ref={setActivatorNodeRef}
      type="text"
      size="small"
      aria-label={handleLabel}
      {...attributes}
      {...listeners}
      aria-roledescription="elemento reordenable"
      style={{ cursor: 'grab', touchAction: 'none', paddingInline: 4 }}
    >
      <span aria-hidden="true">⠿</span>
    </Button>
  );
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  return { setNodeRef, style, handle };
}

/** One item of a SortableList, given its handle to place where it belongs. */
export function SortableItem({ id, handleLabel, disabled, style, children }: SortableItemProps) {
  const { setNodeRef, style: moving, handle } = useSortableItem({ id, handleLabel, disabled });
  return (
    <div ref={setNodeRef} style={{ ...style, ...moving }}>
      {children(handle)}
    </div>
  );
}

/** "Mover arriba" / "Mover abajo": the plain way to reorder, for every keyboard and screen reader. */
export function MoveButtons({ index, count, noun, onMove, disabled }: { index: number; count: number; noun: string; onMove: (from: number, to: number) => void; disabled?: boolean }) {
  return (
    <>
      <Button type="text" size="small" aria-label={`Mover ${noun} arriba`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button type="text" size="small" aria-label={`Mover ${noun} abajo`} disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)}>
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
