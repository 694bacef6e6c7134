/** The font library's messages (spec 3 §8), quoted as the spec gives them. */

export const INSTALL_ERROR = 'There was an error installing fonts.';
export const INSTALL_SUCCESS = 'Fonts were installed successfully.';
export const DOWNLOAD_ERROR = 'Error installing the fonts, could not be downloaded.';
export const UNINSTALL_SUCCESS = 'Font family uninstalled successfully.';
export const NO_FONTS_FOUND = 'No fonts found. Try with a different search term';
export const NO_FONTS_INSTALLED = 'No fonts installed.';
export const NOT_ALLOWED_FILE_TYPE = 'Sorry, you are not allowed to upload this file type.';
export const NO_FONTS_TO_INSTALL = 'No fonts found to install.';

/** 'There was an error uninstalling the font family. ' plus the reason. */
export function uninstallError(message: string): string {
  return `There was an error uninstalling the font family. ${message}`;
}

/** The delete confirmation of a family. */
export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}" font and all its variants and assets?`;
}

/** A notice the modal shows above its tabs' content. */
export interface FontLibraryNotice {
  status: 'success' | 'error' | 'info';
  message: string;
  /** Per-face messages, shown as a list under the message. */
  details?: readonly string[];
}
