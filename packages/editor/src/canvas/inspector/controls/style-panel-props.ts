import type { BlockSupports } from '@atelier/blocks';
import type { ThemeJsonSettings } from '@atelier/theme-json';
import type { StyleObject } from '../style-path';

/**
 * What a style panel (Color, Typography, Dimensions, Border) receives: a theme.json style value
 * in, a changed one out. A block's panels get theirs through `blockStylePanel`; global and
 * per-block-type styles can pass their own.
 */
export interface StylePanelProps {
  value: StyleObject;
  /** Gives the changed style (one undo step; `typing` joins keystrokes). */
  onChange(next: StyleObject, typing?: boolean): void;
  /** Which controls show (a block's supports; all of them for global styles). */
  supports: BlockSupports;
  /** Merged theme settings (presets). */
  settings: ThemeJsonSettings | undefined;
}
