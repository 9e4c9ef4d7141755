import { useState, type DragEvent } from 'react';

/**
 * Swapping two tiles by index on a desktop (spec 001 §2 "swapped by index"): a tile's title bar
 * (`handle`) is dragged onto another tile (`target`), which is outlined while it would take it.
 * `kind` keeps one page's tiles from taking another's drags (a camera view's and a stream wall's).
 */
export function useSwapByDrag(kind: string, position: number, onMove: (from: number) => void) {
  const type = `application/x-kitchen-${kind}`;
  const [dropping, setDropping] = useState(false);
  return {
    dropping,
    target: {
      onDragOver(event: DragEvent) {
        if (!event.dataTransfer.types.includes(type)) return;
        event.preventDefault();
        setDropping(true);
      },
      onDragLeave() {
        setDropping(false);
      },
      onDrop(event: DragEvent) {
        event.preventDefault();
        setDropping(false);
        const from = Number(event.dataTransfer.getData(type));
        if (Number.isInteger(from) && from !== position) onMove(from);
      },
    },
    handle: {
      draggable: true,
      onDragStart(event: DragEvent) {
        event.dataTransfer.setData(type, String(position));
      },
      style: { cursor: 'grab' },
    },
  };
}
