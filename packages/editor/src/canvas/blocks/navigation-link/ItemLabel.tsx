import { useCallback } from 'react';
import { RichText } from '../../rich-text/RichText';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import { updateAttributes } from '../../state/update-attributes';

/** The label of a menu item (`span.wp-block-navigation-item__label`), typed in place. */
export function ItemLabel({ clientId, value }: { clientId: string; value: string }) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const change = useCallback(
    (label: string) =>
      store.run(updateAttributes, { clientId, attributes: { label } }, owner, { coalesce: true }),
    [store, clientId, owner],
  );
  return (
    <RichText
      clientId={clientId}
      attribute="label"
      tagName="span"
      value={value}
      isMain={false}
      placeholder="Add label…"
      elementProps={{
        className: 'wp-block-navigation-item__label',
        'aria-label': 'Navigation link text',
      }}
      onChange={change}
    />
  );
}
