import type { KeyboardEvent } from 'react';

/**
 * 'Type / to choose a block' where a block list ends or an empty container holds its blocks: a
 * click, Enter or Space runs `onAppend` (which adds an empty paragraph to type or `/` into).
 */
export function DefaultAppender({ label, onAppend }: { label: string; onAppend: () => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onAppend();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: styled like the paragraph it adds
    <div
      className="atelier-default-appender"
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={onAppend}
      onKeyDown={onKeyDown}
    >
      Type / to choose a block
    </div>
  );
}
