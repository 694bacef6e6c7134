import { createContext, useContext } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import type { BlockEditingMode } from './template-lock';

/** How the blocks rendered below a block may be edited, and whether that block is a page field. */
export interface BlockEditing {
  /** The mode of the blocks below (their rich text is editable only in `default`). */
  mode: BlockEditingMode;
  /** The block rendering this shows a field of the page drawn in its template. */
  pageField: boolean;
}

export const DEFAULT_BLOCK_EDITING: BlockEditing = Object.freeze({
  mode: 'default',
  pageField: false,
});

/** The template around a page: locked, and not a page field itself. */
export const LOCKED_TEMPLATE: BlockEditing = Object.freeze({ mode: 'locked', pageField: false });

const BlockEditingContext = createContext<BlockEditing>(DEFAULT_BLOCK_EDITING);

/** Sets how the blocks below may be edited (each block sets it for its own inner blocks). */
export const BlockEditingProvider = BlockEditingContext.Provider;

/** How the blocks rendered here may be edited (`default` outside a page's template). */
export function useBlockEditing(): BlockEditing {
  return useContext(BlockEditingContext);
}

/** The page drawn inside its template, for the blocks of the template that show its fields. */
export interface PageInTemplate {
  page: RecordRef;
  /** Edit mode (the page's content gets its default appender). */
  editing: boolean;
}

const PageInTemplateContext = createContext<PageInTemplate | null>(null);

export const PageInTemplateProvider = PageInTemplateContext.Provider;

/** The page whose template this is drawn in, or null when the canvas edits the record itself. */
export function usePageInTemplate(): PageInTemplate | null {
  return useContext(PageInTemplateContext);
}

/**
 * The page whose field this block shows, when it is a page field of the template drawn around
 * the page (post content, title, featured image); null anywhere else, where those blocks show
 * their usual preview.
 */
export function usePageOfField(): PageInTemplate | null {
  const inTemplate = usePageInTemplate();
  const { pageField } = useBlockEditing();
  return pageField ? inTemplate : null;
}
