import type { EditorNotice } from './notice-list';

/** A notice's action buttons (Undo, Reload…); acting on a notice also closes it. */
export function NoticeActions({
  notice,
  onRemove,
  className,
}: {
  notice: EditorNotice;
  onRemove(id: string): void;
  className: string;
}) {
  return notice.actions.map((action) => (
    <button
      key={action.label}
      type="button"
      className={className}
      onClick={() => {
        onRemove(notice.id);
        action.onClick();
      }}
    >
      {action.label}
    </button>
  ));
}
