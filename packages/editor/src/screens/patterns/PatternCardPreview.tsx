import { Suspense, useRef } from 'react';
import { type PatternItem, patternTitle } from '../../domain/patterns/pattern-item';
import { LoadedBlockPreview, usePatternPreviewSetting } from './pattern-preview-context';
import { useOnScreen } from './use-on-screen';

/**
 * The live preview of a pattern or template part (the part itself, not a page using it), drawn
 * only once its card comes near the screen.
 */
export function PatternCardPreview({ item }: { item: PatternItem }) {
  const box = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(box);
  const setting = usePatternPreviewSetting();
  const title = patternTitle(item);
  return (
    <div ref={box} className="atelier-pattern-card-preview">
      {onScreen && setting !== null && (
        <Suspense fallback={null}>
          <LoadedBlockPreview
            content={item.content}
            title={title}
            context={setting.context}
            css={setting.css}
          />
        </Suspense>
      )}
    </div>
  );
}
