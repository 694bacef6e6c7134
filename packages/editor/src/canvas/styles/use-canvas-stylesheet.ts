import { type SiteStylesheet, siteStylesheet } from '@atelier/theme-json';
import { useEffect, useMemo, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useApiClient } from '../../data/ApiClientContext';
import type { ApiClient } from '../../data/api-client';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { themeJsonLayer } from './theme-json-layer';

const themeBases = new Map<string, Promise<unknown>>();

/**
 * The theme's own theme.json answer (`/wp/v2/global-styles/themes/{stylesheet}`), read once per
 * page and shared (the canvas CSS and the inspector's presets), so the preloaded answer serves both.
 */
export function readThemeBase(client: ApiClient, stylesheet: string): Promise<unknown> {
  const path = `/wp/v2/global-styles/themes/${encodeURIComponent(stylesheet)}?context=edit`;
  let pending = themeBases.get(path);
  if (pending === undefined) {
    pending = client.get<unknown>(path).catch(() => null);
    themeBases.set(path, pending);
  }
  return pending;
}

function userStylesId(theme: unknown): string | null {
  if (typeof theme !== 'object' || theme === null || !('_links' in theme)) return null;
  const links = theme._links;
  if (typeof links !== 'object' || links === null || !('wp:user-global-styles' in links)) {
    return null;
  }
  const list = links['wp:user-global-styles'];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (typeof first !== 'object' || first === null || !('href' in first)) return null;
  const href = String(first.href);
  return href.split('/').pop() ?? null;
}

/**
 * The canvas CSS for the active (or previewed) theme: its theme.json from
 * `/wp/v2/global-styles/themes/{stylesheet}` and the user's record as edited in the entity store,
 * so unsaved style changes show in the canvas too. The same `siteStylesheet` the public site prints.
 */
export function useCanvasStylesheet(): SiteStylesheet {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const client = useApiClient();
  const [theme, setTheme] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    void readThemeBase(client, stylesheet).then((value) => {
      if (live) setTheme(value);
    });
    return () => {
      live = false;
    };
  }, [client, stylesheet]);
  const { records } = useEntityRecords('root', 'theme', { status: 'active' });
  const userId = userStylesId(records?.[0]);
  const { editedRecord } = useEntityRecord('root', 'globalStyles', userId);
  return useMemo(
    () =>
      siteStylesheet({
        stylesheet,
        theme: themeJsonLayer(theme),
        user: themeJsonLayer(editedRecord),
      }),
    [stylesheet, theme, editedRecord],
  );
}
