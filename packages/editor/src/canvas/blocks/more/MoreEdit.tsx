import { blockAttributes } from '@atelier/blocks';
import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import { updateAttributes } from '../../state/update-attributes';
import type { BlockEditProps } from '../block-edit-props';

/** The dashed rule both markers sit on (visitors never see them). */
export const MARKER_STYLE: CSSProperties = {
  alignItems: 'center',
  borderTop: '3px dashed #ccc',
  display: 'flex',
  justifyContent: 'center',
  margin: '28px 0',
  textTransform: 'uppercase',
  fontSize: '13px',
  fontFamily: 'system-ui, sans-serif',
  fontWeight: 600,
};

const LABEL_STYLE: CSSProperties = {
  background: '#fff',
  color: '#1e1e1e',
  marginTop: '-0.8em',
  padding: '0 8px',
  textAlign: 'center',
};

/**
 * The "more" marker in the canvas: a dashed rule with the link text, typed in place ('Read more'
 * when left empty, as the public site's link says).
 */
export function MoreEdit({ block, rootProps }: BlockEditProps) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const customText = useMemo(() => {
    const value = blockAttributes(store.registry, block).customText;
    return typeof value === 'string' ? value : '';
  }, [store, block]);
  return (
    <div {...rootProps} style={MARKER_STYLE}>
      <input
        type="text"
        aria-label="“Read more” link text"
        placeholder="Read more"
        value={customText}
        size={Math.max(customText.length, 9) + 1}
        style={{ ...LABEL_STYLE, border: 'none', font: 'inherit', textTransform: 'inherit' }}
        onChange={(event) =>
          store.run(
            updateAttributes,
            { clientId: block.clientId, attributes: { customText: event.target.value } },
            owner,
            { coalesce: true },
          )
        }
      />
    </div>
  );
}

/** The page break in the canvas: a dashed rule saying 'Page break'. */
export function NextpageEdit({ rootProps }: BlockEditProps) {
  return (
    <div {...rootProps} style={MARKER_STYLE}>
      <span style={LABEL_STYLE}>Page break</span>
    </div>
  );
}
