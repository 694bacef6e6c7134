import type { StyleObject } from '../../canvas/inspector/style-path';
import { userNodeAfterChange } from '../../domain/global-styles/displayed-change';
import { asStyleTree, readPath, type StylePath } from '../../domain/global-styles/style-tree';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';

/**
 * One node of the global styles (the root, `elements.h1`…) as a style panel edits it: the value
 * shown is the merged one (theme + user), a change writes only what changed into the user's node.
 */
export function useStyleNode(path: StylePath) {
  const { merged, userStyles, setStyle } = useGlobalStyles();
  const value: StyleObject = asStyleTree(readPath(merged.styles, path));
  const userNode = readPath(userStyles, path);
  const onChange = (next: StyleObject, typing?: boolean) =>
    setStyle(path, userNodeAfterChange(userNode, value, next), typing);
  return { value, onChange, settings: merged.settings };
}
