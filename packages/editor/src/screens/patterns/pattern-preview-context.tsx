import type { RenderContext } from '@atelier/blocks';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { usePreviewContext } from '../../canvas/preview/use-preview-context';
import { useCanvasStylesheet } from '../../canvas/styles/use-canvas-stylesheet';

interface PatternPreviewSetting {
  context: RenderContext;
  css: string;
}

const PatternPreviewContext = createContext<PatternPreviewSetting | null>(null);

/**
 * What every preview of the list renders with, worked out once for the list (not per card): the
 * canvas's render context (site, posts, menus) and the site's global stylesheet.
 */
export function PatternPreviewProvider({ children }: { children: ReactNode }) {
  const context = usePreviewContext();
  const { css } = useCanvasStylesheet();
  const value = useMemo(() => ({ context, css }), [context, css]);
  return <PatternPreviewContext.Provider value={value}>{children}</PatternPreviewContext.Provider>;
}

/** The render context and stylesheet of the list's previews; null outside the provider. */
export function usePatternPreviewSetting(): PatternPreviewSetting | null {
  return useContext(PatternPreviewContext);
}
