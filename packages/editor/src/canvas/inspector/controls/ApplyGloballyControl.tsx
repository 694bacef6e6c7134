import { useId } from 'react';
import '../../../ui/button.css';
import { useApplyGlobally } from '../use-apply-globally';
import type { BlockControlProps } from './block-control-props';

/**
 * 'Apply globally' (Advanced panel): pushes the block's own styles to its block type in the
 * global styles. Shown to those who may edit theme options on a block theme, for block types
 * with style supports; the button stays focusable but does nothing while the block has no styles
 * of its own.
 */
export function ApplyGloballyControl({
  blockType,
  attributes,
  update,
}: Pick<BlockControlProps, 'blockType' | 'attributes' | 'update'>) {
  const id = useId();
  const { available, canApply, apply } = useApplyGlobally(blockType, attributes, update);
  if (!available) return null;
  return (
    <fieldset className="atelier-inspector__field">
      <legend>Styles</legend>
      <div>
        <button
          type="button"
          className="atelier-button is-secondary"
          aria-disabled={!canApply}
          aria-describedby={`${id}-help`}
          onClick={canApply ? apply : undefined}
        >
          Apply globally
        </button>
      </div>
      <p id={`${id}-help`} className="atelier-inspector__help">
        {`Apply this block’s typography, spacing, dimensions, and color styles to all ${blockType.title} blocks.`}
      </p>
    </fieldset>
  );
}
