import type { BlockAttributes, BlockSupports, BlockType } from '@atelier/blocks';
import type { ThemeJsonSettings } from '@atelier/theme-json';
import type { RecordRef } from '../../../data/entities/store-state';
import type { EditorBlock } from '../../state/editor-block';

/** What every panel of the Block tab receives. */
export interface BlockControlProps {
  block: EditorBlock;
  /** The block's full attributes: sourced from its HTML, from its comment, and defaults. */
  attributes: BlockAttributes;
  owner: RecordRef;
  blockType: BlockType;
  supports: BlockSupports;
  /** Merged theme settings (presets). */
  settings: ThemeJsonSettings | undefined;
  /** Writes attribute changes (one undo step; `typing` joins keystrokes). */
  update(attributes: BlockAttributes, typing?: boolean): void;
}
