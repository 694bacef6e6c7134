import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  addNotice,
  type EditorNotice,
  type NoticeOptions,
  type NoticeStatus,
  toNotice,
  removeNotice as without,
} from './notice-list';

export type { EditorNotice, NoticeAction, NoticeOptions, NoticeStatus } from './notice-list';

interface NoticesValue {
  notices: readonly EditorNotice[];
  /** Shows a notice (a snackbar unless `type: 'default'`); returns its id. */
  createNotice(message: string, options?: NoticeStatus | NoticeOptions): string;
  removeNotice(id: string): void;
}

const NoticesContext = createContext<NoticesValue | null>(null);

/** Holds the editor's notices: snackbars (spec 1 §8) and notices shown in place. */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<readonly EditorNotice[]>([]);
  const nextId = useRef(1);

  const createNotice = useCallback((message: string, options?: NoticeStatus | NoticeOptions) => {
    const notice = toNotice(message, options, `notice-${nextId.current++}`);
    setNotices((list) => addNotice(list, notice));
    return notice.id;
  }, []);
  const removeNotice = useCallback((id: string) => {
    setNotices((list) => without(list, id));
  }, []);

  const value = useMemo(
    () => ({ notices, createNotice, removeNotice }),
    [notices, createNotice, removeNotice],
  );
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

export function useNotices(): NoticesValue {
  const context = useContext(NoticesContext);
  if (context === null) throw new Error('useNotices needs a <NoticesProvider> above it.');
  return context;
}
