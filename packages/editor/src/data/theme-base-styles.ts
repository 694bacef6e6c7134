import { useEntityRecordStatus } from './entities/entity-hooks';
import type { EntityRecord } from './entities/store-state';

/**
 * A theme's own theme.json answer (`/wp/v2/global-styles/themes/{stylesheet}`, entity
 * `root/themeGlobalStyles`), read once into the entity store and shared (the canvas CSS and the
 * inspector's presets), so the preloaded answer serves both. Null until read, and when the read
 * failed (the canvas then shows the core defaults).
 */
export function useThemeBaseStyles(stylesheet: string): EntityRecord | null {
  return useEntityRecordStatus('root', 'themeGlobalStyles', stylesheet).record ?? null;
}
