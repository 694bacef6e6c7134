import { joinClasses } from '../../block-list/dom-props';
import { htmlWithSlot, savedHtmlToReact } from '../../block-list/saved-html';
import type { BlockEditProps } from '../block-edit-props';
import { missingBlockMessage } from './missing-block-message';

const NO_ROOT_PROPS = {};

/**
 * A block of a type this site does not have (another site's or a plugin's): the notice, then its
 * saved HTML as the public site prints it, with its inner blocks where the markup holds them. It
 * is never rewritten, so saving keeps it byte for byte.
 */
export function MissingBlockEdit({ block, rootProps, innerBlocks }: BlockEditProps) {
  return (
    <div {...rootProps} className={joinClasses(rootProps.className, 'has-warning')}>
      <div className="atelier-block-warning">
        <p>{missingBlockMessage(block.name ?? '')}</p>
      </div>
      {savedHtmlToReact(htmlWithSlot(block), { rootProps: NO_ROOT_PROPS, innerBlocks })}
    </div>
  );
}
