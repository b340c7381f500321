import {
  type Announcements,
  closestCenter,
  type Data,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react';
import { ActionIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sortable-list.module.css';

interface SortableListProps<T extends { id: string }> {
  /** Names the list and its items for screen readers ("Modules", "module"). */
  label: string;
  itemName: string;
  items: readonly T[];
  /** Called with every id in the new order after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  itemTitle: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** One row with its drag handle; `data` tells a shared DndContext what kind of thing it is. */
export function SortableRow({
  id,
  handleLabel,
  data,
  isDropDisabled = false,
  children,
}: {
  id: string;
  handleLabel: string;
  data?: Data;
  /** Off while something of another kind is dragged, so it is never a place to drop. */
  isDropDisabled?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, data, disabled: { draggable: false, droppable: isDropDisabled } });
  return (
    <li
      ref={setNodeRef}
      data-sortable-id={id}
      className={classes.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.handle}
          aria-label={handleLabel}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <div className={classes.body}>{children}</div>
      </Group>
    </li>
  );
}

/** The mouse or finger (after a few pixels, so a click stays a click) and the keyboard. */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * A list reordered by dragging a handle with the mouse, a finger, or the keyboard (focus the handle,
 * Space to pick up, arrows to move, Space to drop, Escape to cancel), with spoken announcements.
 */
export function SortableList<T extends { id: string }>({
  label,
  itemName,
  items,
  onReorder,
  itemTitle,
  renderItem,
}: SortableListProps<T>) {
  const { _ } = useLingui();
  const sensors = useSortableSensors();
  const titleOf = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? itemTitle(item) : itemName;
  };
  const positionOf = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const count = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      _('editor.sortable.pickedUp', {
        title: titleOf(active.id),
        itemName,
        position: positionOf(active.id),
        count,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? _('editor.sortable.over', { title: titleOf(active.id), position: positionOf(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? _('editor.sortable.dropped', { title: titleOf(active.id), position: positionOf(over.id), count })
        : _('editor.sortable.droppedAway', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => _('editor.sortable.cancelled', { title: titleOf(active.id) }),
  };

  const finish = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={finish}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: _('editor.sortable.instructions', { itemName }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={classes.list}>
          {items.map((item) => (
            <SortableRow
              key={item.id}
              id={item.id}
              handleLabel={_('editor.sortable.handle', { itemName, title: itemTitle(item) })}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
