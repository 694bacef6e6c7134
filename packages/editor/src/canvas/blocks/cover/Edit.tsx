import { blockAttributes } from '@atelier/blocks';
import { useCallback, useMemo } from 'react';
import { joinClasses } from '../../block-list/dom-props';
import { MediaChooser } from '../../inspector/block-settings/MediaChooser';
import type { MediaItem } from '../../inspector/block-settings/upload-media';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import { updateAttributes } from '../../state/update-attributes';
import type { BlockEditProps } from '../block-edit-props';
import { StaticBlockEdit } from '../static/StaticBlockEdit';
import { coverHasBackground, coverImageChanges } from './cover-values';

/**
 * A cover: its saved markup once it has a background (image, overlay colour or gradient);
 * before that, an editor-only placeholder to upload or choose the image, as in WordPress (the
 * public site prints the saved markup either way).
 */
export function CoverEdit(props: BlockEditProps) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const { block, rootProps, innerBlocks } = props;
  const attributes = useMemo(() => blockAttributes(store.registry, block), [store, block]);
  const clientId = block.clientId;
  const choose = useCallback(
    (item: MediaItem) =>
      store.run(
        updateAttributes,
        { clientId, attributes: coverImageChanges(attributes, item) },
        owner,
      ),
    [store, clientId, attributes, owner],
  );
  if (coverHasBackground(attributes)) return <StaticBlockEdit {...props} />;
  return (
    <div
      {...rootProps}
      className={joinClasses(
        rootProps.className,
        'wp-block-cover is-placeholder atelier-block-placeholder',
      )}
      style={{ minHeight: 200, background: 'none', color: 'inherit', display: 'block' }}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Cover</legend>
        <p>
          Upload an image, choose one from the Media Library, or pick an overlay colour in the block
          settings.
        </p>
        <MediaChooser label="Background image" onChoose={choose} />
      </fieldset>
      <div className="wp-block-cover__inner-container">{innerBlocks}</div>
    </div>
  );
}
