import type { RenderContext } from '@atelier/blocks';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { usePreviewContext } from '../../canvas/preview/use-preview-context';
import { useCanvasStylesheet } from '../../canvas/styles/use-canvas-stylesheet';
import { useAfterPaint } from '../../ui/use-after-paint';

interface PatternPreviewSetting {
  context: RenderContext;
  css: string;
}

const PatternPreviewContext = createContext<PatternPreviewSetting | null>(null);

/** Works out the render context and stylesheet (the canvas's hooks) and hands them up. */
function PreviewSettingSource({
  onSetting,
}: {
  onSetting: (setting: PatternPreviewSetting) => void;
}) {
  const context = usePreviewContext();
  const { css } = useCanvasStylesheet();
  useEffect(() => onSetting({ context, css }), [context, css, onSetting]);
  return null;
}

/**
 * What every preview of the list renders with, worked out once for the list (not per card): the
 * canvas's render context (site, posts, menus) and the site's global stylesheet. Rows first,
 * previews after: the work (the stylesheet, the previews' reads) starts once the list's rows
 * (`rowsReady`) have been painted; until then the cards draw without their preview.
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
      {painted && <PreviewSettingSource onSetting={setSetting} />}
      {children}
    </PatternPreviewContext.Provider>
  );
}

/** The render context and stylesheet of the list's previews; null outside the provider. */
export function usePatternPreviewSetting(): PatternPreviewSetting | null {
  return useContext(PatternPreviewContext);
}
