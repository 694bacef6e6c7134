import type { ReactNode } from 'react';
import type { RunAction } from '../actions/run-action';
import type { Action, Field, View } from '../types';

/** What DataViews hands to each layout. */
export interface LayoutProps<Item> {
  data: Item[];
  /** Every field definition (layouts look the primary and media fields up here). */
  fields: Field<Item>[];
  /** Fields the view shows, in order. */
  visibleFields: Field<Item>[];
  view: View;
  onChangeView: (view: View) => void;
  actions: Action<Item>[];
  getItemId: (item: Item) => string;
  /** A short text naming an item (its primary field, else its id) for labels. */
  getItemTitle: (item: Item) => string;
  selection: string[];
  onChangeSelection: (ids: string[]) => void;
  /** Whether rows and cards carry selection checkboxes. */
  isSelectable: boolean;
  onRunAction: RunAction<Item>;
  /** List layout: renders the preview panel for the selected item. */
  renderPreview?: (item: Item | undefined) => ReactNode;
}
