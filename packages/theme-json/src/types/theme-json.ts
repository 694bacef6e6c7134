import type { ThemeJsonSettings } from './settings';
import type { ThemeJsonStyles } from './styles';

/** A custom template a theme offers (`customTemplates`). */
export interface CustomTemplate {
  readonly name: string;
  readonly title?: string;
  readonly postTypes?: readonly string[];
}

/** A template part a theme declares (`templateParts`). */
export interface TemplatePartDeclaration {
  readonly name: string;
  readonly title?: string;
  readonly area?: 'header' | 'footer' | 'sidebar' | 'uncategorized' | string;
}

/** A theme.json document (version 3), also the shape of a style variation file. */
export interface ThemeJson {
  readonly $schema?: string;
  readonly version?: number;
  /** The title of a style variation. */
  readonly title?: string;
  /** For section style variations: the block types they apply to. */
  readonly blockTypes?: readonly string[];
  readonly settings?: ThemeJsonSettings;
  readonly styles?: ThemeJsonStyles;
  readonly customTemplates?: readonly CustomTemplate[];
  readonly templateParts?: readonly TemplatePartDeclaration[];
  /** Pattern slugs from the pattern directory the theme wants registered. */
  readonly patterns?: readonly string[];
}
