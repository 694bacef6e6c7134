import { FontDownloadError } from './font-api';
import { DOWNLOAD_ERROR, type FontLibraryNotice } from './font-notices';
import { FontInstallError } from './install-fonts';

/**
 * The notice of a failed install (spec 3 §8): 'There was an error installing fonts.' with each
 * distinct face message as a list; a collection file that could not be fetched says so; anything
 * else shows its own message.
 */
export function installNotice(error: unknown): FontLibraryNotice {
  if (error instanceof FontInstallError) {
    return { status: 'error', message: error.message, details: error.installationErrors };
  }
  if (error instanceof FontDownloadError) return { status: 'error', message: DOWNLOAD_ERROR };
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}
