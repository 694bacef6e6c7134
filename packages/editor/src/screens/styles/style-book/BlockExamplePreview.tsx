import type { BlockType } from '@atelier/blocks';
import { useMemo } from 'react';
import { usePreviewContext } from '../../../canvas/preview/use-preview-context';
import { useCanvasStylesheet } from '../../../canvas/styles/use-canvas-stylesheet';
import { useRenderedBlocks } from '../../../components/block-preview/BlockPreview';
import { ExampleFrame } from '../../../domain/global-styles/style-book/ExampleFrame';
import { exampleMarkup } from '../../../domain/global-styles/style-book/example-markup';
import './StyleBookView.css';

/** The width an example is laid out at before it is scaled to the sidebar, unless it says. */
const PREVIEW_WIDTH = 400;

/** The preview's least height: a short example (a button) sits in the middle of it. */
const PREVIEW_MIN_HEIGHT = 96;

interface BlockExamplePreviewProps {
  blockType: BlockType;
  /** The style variation shown (its `is-style-*` class on the example). */
  variation?: string;
}

/**
 * A block type's example with the styles as edited, at the top of its Styles screen (spec 3 §2
 * `/blocks/{name}`: preview); nothing for a type without an example.
 */
export function BlockExamplePreview({ blockType, variation }: BlockExamplePreviewProps) {
  const context = usePreviewContext();
  const { css, duotoneSvgs } = useCanvasStylesheet();
  const markup = useMemo(
    () => exampleMarkup(context.registry, blockType.name, variation),
    [context.registry, blockType.name, variation],
  );
  const html = useRenderedBlocks(markup ?? '', context);
  if (markup === null) return null;
  return (
    <div className="atelier-styles__block-preview">
      {html === null ? (
        <p className="atelier-styles__block-preview-loading">Loading…</p>
      ) : (
        <ExampleFrame
          html={html}
          css={css}
          duotoneSvgs={duotoneSvgs}
          title={`Preview: ${blockType.title}`}
          viewportWidth={blockType.example?.viewportWidth ?? PREVIEW_WIDTH}
          minHeight={PREVIEW_MIN_HEIGHT}
        />
      )}
    </div>
  );
}
