import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

export type NoticeStatus = 'info' | 'success' | 'error';

export interface SnackbarNotice {
  id: number;
  message: string;
  status: NoticeStatus;
}

interface NoticesValue {
  notices: readonly SnackbarNotice[];
  createNotice(message: string, status?: NoticeStatus): void;
  removeNotice(id: number): void;
}

const NoticesContext = createContext<NoticesValue | null>(null);

/** Holds the snackbar notices (spec 1 §8: errors and successes show as snackbars). */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<readonly SnackbarNotice[]>([]);
  const nextId = useRef(1);

  const createNotice = useCallback((message: string, status: NoticeStatus = 'info') => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, message, status }]);
  }, []);
  const removeNotice = useCallback((id: number) => {
    setNotices((list) => list.filter((notice) => notice.id !== id));
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
