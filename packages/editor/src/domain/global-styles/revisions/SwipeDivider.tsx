import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { swipePositionAfterKey, swipePositionAt, swipeValueText } from './swipe-position';

export interface SwipeDividerProps {
  /** Percent of the width, from the left, where the selected revision gives way. */
  position: number;
  onChange(position: number): void;
}

/**
 * The line between the two stacked panes of the swipe view: a slider named 'Swipe position',
 * dragged with a pointer (held while dragging, even over the frames) or moved with the arrow,
 * Page Up / Page Down, Home and End keys.
 */
export function SwipeDivider({ position, onChange }: SwipeDividerProps) {
  const dragging = useRef(false);
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    if (box !== undefined) onChange(swipePositionAt(event.clientX, box.left, box.width));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = swipePositionAfterKey(position, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Swipe position"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={position}
      aria-valuetext={swipeValueText(position)}
      aria-orientation="horizontal"
      className="atelier-revision-compare__divider"
      style={{ left: `${position}%` }}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) follow(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <span className="atelier-revision-compare__handle" aria-hidden="true" />
    </div>
  );
}
