import type { RestFontCollection, RestFontCollectionSummary } from '@atelier/blocks/rest';
import type { ApiClient } from '../data/api-client';
import { faceFormData, familyFormData } from './font-form-data';
import { faceFromRecord, installedFamilyFromRecord } from './font-records';
import type { FontFace } from './font-types';
import type { FaceUpload, FontInstallApi, InstalledFamily } from './install-fonts';

const FAMILIES = '/wp/v2/font-families';
const COLLECTIONS = '/wp/v2/font-collections';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The answer as an installed family, or an error naming what came back. */
function asInstalled(record: unknown): InstalledFamily {
  const family = installedFamilyFromRecord(record);
  if (family === null) throw new Error('The server did not answer with a font family.');
  return family;
}

/** The install flow's calls (spec 3 §7) over the editor's REST client. */
export function fontInstallApi(client: ApiClient): FontInstallApi {
  return {
    async findFamily(slug) {
      const list = await client.get<unknown>(
        `${FAMILIES}?slug=${encodeURIComponent(slug)}&_embed=true`,
      );
      const first = Array.isArray(list) ? list[0] : undefined;
      return first === undefined ? null : asInstalled(first);
    },
    async createFamily(family) {
      return asInstalled(await client.upload<unknown>(FAMILIES, familyFormData(family)));
    },
    async createFace(familyId, face): Promise<FaceUpload> {
      try {
        const answer = await client.upload<unknown>(
          `${FAMILIES}/${familyId}/font-faces`,
          faceFormData(face),
        );
        const created = faceFromRecord(answer);
        if (created !== null) {
          return {
            ok: true,
            face: { ...created, fontFamily: created.fontFamily || face.fontFamily },
          };
        }
        const message =
          isRecord(answer) && typeof answer.message === 'string' ? answer.message : '';
        return { ok: false, message: `Error: ${message}` };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    async deleteFamily(familyId) {
      const answer = await client.request<unknown>({
        method: 'DELETE',
        path: `${FAMILIES}/${familyId}?force=true`,
      });
      return isRecord(answer.body) && answer.body.deleted === true;
    },
  };
}

/** The collections the server offers (slug, name, description), read once per modal. */
export async function fetchFontCollections(
  client: ApiClient,
): Promise<RestFontCollectionSummary[]> {
  const list = await client.get<unknown>(`${COLLECTIONS}?_fields=slug,name,description`);
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((item) =>
    typeof item.slug === 'string'
      ? [
          {
            slug: item.slug,
            name: typeof item.name === 'string' ? item.name : item.slug,
            description: typeof item.description === 'string' ? item.description : '',
          },
        ]
      : [],
  );
}

/** One collection in full: its categories and families (lists it lacks are empty). */
export async function fetchFontCollection(
  client: ApiClient,
  slug: string,
): Promise<RestFontCollection> {
  const answer = await client.get<unknown>(`${COLLECTIONS}/${encodeURIComponent(slug)}`);
  if (!isRecord(answer) || typeof answer.slug !== 'string') {
    throw new Error('The server did not answer with a font collection.');
  }
  const families = Array.isArray(answer.font_families) ? answer.font_families : [];
  return {
    slug: answer.slug,
    name: typeof answer.name === 'string' ? answer.name : answer.slug,
    description: typeof answer.description === 'string' ? answer.description : '',
    categories: Array.isArray(answer.categories) ? answer.categories.filter(isCategory) : [],
    font_families: families.filter(isRecord).flatMap((item) => {
      const settings = item.font_family_settings;
      if (!isRecord(settings) || typeof settings.slug !== 'string') return [];
      const categories = Array.isArray(item.categories)
        ? item.categories.filter((slug): slug is string => typeof slug === 'string')
        : [];
      // The REST route defines the settings' shape: a theme.json font family (spec 3 §3).
      const family =
        settings as unknown as RestFontCollection['font_families'][number]['font_family_settings'];
      return [{ font_family_settings: family, categories }];
    }),
  };
}

function isCategory(value: unknown): value is { slug: string; name: string } {
  return isRecord(value) && typeof value.slug === 'string' && typeof value.name === 'string';
}

/** Spec 3 §8: a collection face's file could not be fetched. */
export class FontDownloadError extends Error {
  constructor(url: string, status: number) {
    super(`Error downloading font face asset from ${url}. Server responded with status: ${status}`);
    this.name = 'FontDownloadError';
  }
}

export type FetchAsset = (url: string) => Promise<Response>;

/**
 * Fetches a collection face's file(s) so they can be uploaded like a local file (spec 3 §7:
 * the face asset URL, then its blob); a failed answer throws {@link FontDownloadError}.
 */
export async function downloadFaceFiles(
  face: FontFace,
  fetchAsset: FetchAsset = (url) => fetch(url, { credentials: 'same-origin' }),
): Promise<File[]> {
  const sources = Array.isArray(face.src) ? face.src : face.src === undefined ? [] : [face.src];
  const files: File[] = [];
  for (const url of sources) {
    let response: Response;
    try {
      response = await fetchAsset(url);
    } catch {
      throw new FontDownloadError(url, 0);
    }
    if (!response.ok) throw new FontDownloadError(url, response.status);
    const blob = await response.blob();
    const name = decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? 'font');
    files.push(new File([blob], name, { type: blob.type }));
  }
  return files;
}
