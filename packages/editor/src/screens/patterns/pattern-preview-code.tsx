import { useEffect } from 'react';
import { usePreviewContext } from '../../canvas/preview/use-preview-context';
import { useCanvasStylesheet } from '../../canvas/styles/use-canvas-stylesheet';
import type { PatternPreviewSetting } from './pattern-preview-context';

export { BlockPreview } from '../../components/block-preview/BlockPreview';

/**
 * Works out the render context and stylesheet (the canvas's hooks) and hands them up. This module
 * is the previews' code — the block renderer, the block types, the styles engine — fetched once
 * the list's rows have painted (`pattern-preview-context.tsx`), so the rows never wait for it.
 */
export function PreviewSettingSource({
  onSetting,
}: {
  onSetting: (setting: PatternPreviewSetting) => void;
}) {
  const context = usePreviewContext();
  const { css } = useCanvasStylesheet();
  useEffect(() => onSetting({ context, css }), [context, css, onSetting]);
  return null;
}
