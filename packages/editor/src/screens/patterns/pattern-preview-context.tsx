import type { RenderContext } from '@atelier/blocks';
import { createContext, type ReactNode, Suspense, useContext, useState } from 'react';
import { lazyArea } from '../../app/lazy-area';
import { useAfterPaint } from '../../ui/use-after-paint';

/** What the list's previews render with. */
export interface PatternPreviewSetting {
  context: RenderContext;
  css: string;
}

const PatternPreviewContext = createContext<PatternPreviewSetting | null>(null);

const loadPreviewCode = () => import('./pattern-preview-code');

/** The previews' frame (`components/block-preview`), from the previews' chunk. */
export const LoadedBlockPreview = lazyArea(loadPreviewCode, (code) => code.BlockPreview);

// The cards draw their previews only once the setting is worked out: by then the frame's code is
// in too, so a card never waits for it.
const PreviewSettingSource = lazyArea(
  () => LoadedBlockPreview.preload().then(loadPreviewCode),
  (code) => code.PreviewSettingSource,
);

/**
 * What every preview of the list renders with, worked out once for the list (not per card): the
 * canvas's render context (site, posts, menus) and the site's global stylesheet. Rows first,
 * previews after: the work (the previews' code — block types, renderer, styles engine —, the
 * stylesheet, the previews' reads) starts once the list's rows (`rowsReady`) have been painted;
 * until then the cards draw without their preview.
 */
export function PatternPreviewProvider({
  rowsReady,
  children,
}: {
  rowsReady: boolean;
  children: ReactNode;
}) {
  const painted = useAfterPaint(rowsReady);
  const [setting, setSetting] = useState<PatternPreviewSetting | null>(null);
  return (
    <PatternPreviewContext.Provider value={setting}>
      {painted && (
        <Suspense fallback={null}>
          <PreviewSettingSource onSetting={setSetting} />
        </Suspense>
      )}
      {children}
    </PatternPreviewContext.Provider>
  );
}

/** The render context and stylesheet of the list's previews; null outside the provider. */
export function usePatternPreviewSetting(): PatternPreviewSetting | null {
  return useContext(PatternPreviewContext);
}
