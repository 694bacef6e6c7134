import { useEffect } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Files dropped on the window are ignored (spec 1 §2.7): the browser would otherwise open them
 * and leave the editor. Drop zones that handle files call `preventDefault` themselves first.
 */
export function useFileDropGuard(doc: Document | null): void {
  useEffect(() => {
    const guard = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer !== null && event.type === 'dragover') {
        event.dataTransfer.dropEffect = 'none';
      }
    };
    const targets: (Window | Document)[] = [window];
    if (doc !== null) targets.push(doc);
    for (const target of targets) {
      target.addEventListener('dragover', guard as EventListener);
      target.addEventListener('drop', guard as EventListener);
    }
    return () => {
      for (const target of targets) {
        target.removeEventListener('dragover', guard as EventListener);
        target.removeEventListener('drop', guard as EventListener);
      }
    };
  }, [doc]);
}
