import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
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
import { GripVerticalIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move this file, press Space or Enter. Then use the Up and Down arrow keys, and press Space or Enter again to drop it, or Escape to cancel.',
};

/**
 * The showcase's files in display order: drag a row by its handle, or focus the handle and move it with the
 * keyboard (dnd-kit's keyboard sensor); every step is announced by file name and position.
 */
export function SortableFiles({
  fileIds,
  nameOf,
  onReorder,
  onRemove,
  disabled,
}: {
  fileIds: readonly string[];
  nameOf: (fileId: string) => string;
  onReorder: (fileIds: string[]) => void;
  onRemove: (fileId: string) => void;
  disabled: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => `position ${fileIds.indexOf(String(id)) + 1} of ${fileIds.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      !over
        ? `${nameOf(String(active.id))} is not over the list.`
        : over.id === active.id
          ? `${nameOf(String(active.id))} is at ${position(over.id)}.`
          : `${nameOf(String(active.id))} moved to ${position(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} dropped at ${position(over.id)}.` : `${nameOf(String(active.id))} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled; it stays where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = fileIds.indexOf(String(active.id));
    const to = fileIds.indexOf(String(over.id));
    onReorder(arrayMove([...fileIds], from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={[...fileIds]} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label="Files in display order" className="divide-y rounded-md border">
          {fileIds.map((fileId, index) => (
            <SortableRow
              key={fileId}
              fileId={fileId}
              index={index}
              name={nameOf(fileId)}
              onRemove={() => onRemove(fileId)}
              disabled={disabled}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  fileId,
  index,
  name,
  onRemove,
  disabled,
}: {
  fileId: string;
  index: number;
  name: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: fileId,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
      data-dragging={isDragging ? '' : undefined}
      className="bg-background flex items-center gap-2 px-2 py-1.5 data-[dragging]:relative data-[dragging]:z-10 data-[dragging]:shadow-md"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${name}`}
        className="hover:bg-muted focus-visible:ring-ring cursor-grab touch-none rounded p-1 focus-visible:ring-2 focus-visible:outline-none"
      >
        <GripVerticalIcon aria-hidden="true" className="size-4" />
      </button>
      <span className="text-muted-foreground w-6 text-right text-sm tabular-nums" aria-hidden="true">
        {index + 1}
      </span>
      {/* min-w-0: a long name wraps inside the column instead of widening the list past it. */}
      <span className="min-w-0 flex-1 break-words">{name}</span>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${name}`}
      >
        <XIcon aria-hidden="true" />
        Remove
      </Button>
    </li>
  );
}
