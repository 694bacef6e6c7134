/** Notice kinds and the pure verbs on a list of them. */

export type NoticeStatus = 'info' | 'success' | 'warning' | 'error';

export interface NoticeAction {
  label: string;
  onClick(): void;
}

export interface EditorNotice {
  id: string;
  message: string;
  status: NoticeStatus;
  /** `snackbar` floats at the bottom and leaves on its own; `default` stays in place. */
  type: 'snackbar' | 'default';
  actions: readonly NoticeAction[];
  /** A snackbar that stays until the user acts on it or dismisses it. */
  explicitDismiss: boolean;
}

export interface NoticeOptions {
  status?: NoticeStatus;
  type?: EditorNotice['type'];
  actions?: readonly NoticeAction[];
  explicitDismiss?: boolean;
  /** A notice with the id of one on screen replaces it (e.g. one conflict notice per record). */
  id?: string;
}

/** Adds a notice, replacing an earlier one with the same id. */
export function addNotice(
  list: readonly EditorNotice[],
  notice: EditorNotice,
): readonly EditorNotice[] {
  return [...list.filter((item) => item.id !== notice.id), notice];
}

export function removeNotice(list: readonly EditorNotice[], id: string): readonly EditorNotice[] {
  const next = list.filter((item) => item.id !== id);
  return next.length === list.length ? list : next;
}

/** Builds a notice from a message and options (a bare status, as older callers pass it). */
export function toNotice(
  message: string,
  options: NoticeStatus | NoticeOptions | undefined,
  fallbackId: string,
): EditorNotice {
  const settings: NoticeOptions =
    typeof options === 'string' ? { status: options } : (options ?? {});
  return {
    id: settings.id ?? fallbackId,
    message,
    status: settings.status ?? 'info',
    type: settings.type ?? 'snackbar',
    actions: settings.actions ?? [],
    explicitDismiss: settings.explicitDismiss ?? false,
  };
}
