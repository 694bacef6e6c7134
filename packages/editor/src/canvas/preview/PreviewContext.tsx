import type { RenderContext } from '@atelier/blocks';
import { createContext, type ReactNode, useContext } from 'react';

const PreviewContext = createContext<RenderContext | null>(null);

/** Hands the preview render context (site, posts, menus) to dynamic block previews. */
export function PreviewContextProvider({
  value,
  children,
}: {
  value: RenderContext;
  children: ReactNode;
}) {
  return <PreviewContext.Provider value={value}>{children}</PreviewContext.Provider>;
}

/** The preview render context, or null outside a canvas (a preview is then left out). */
export function useOptionalPreviewRenderContext(): RenderContext | null {
  return useContext(PreviewContext);
}

/** The preview render context. */
export function usePreviewRenderContext(): RenderContext {
  const context = useContext(PreviewContext);
  if (context === null)
    throw new Error('usePreviewRenderContext needs a <PreviewContextProvider>.');
  return context;
}
