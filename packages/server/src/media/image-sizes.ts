import type { Sharp, SharpOptions } from 'sharp';

// sharp loads libvips (tens of megabytes): only when an image is first handled, not at start-up.
let loaded: Promise<typeof import('sharp')> | undefined;
async function sharp(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp');
  const module = await loaded;
  return module.default(input, options);
}

/** The intermediate sizes made for every uploaded image, as WordPress names them. */
export const IMAGE_SIZES = [
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
] as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Raster formats accepted, by what sharp finds in the bytes (never by the file name). */
const ACCEPTED: Record<string, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  webp: { mime: 'image/webp', extension: 'webp' },
  avif: { mime: 'image/avif', extension: 'avif' },
  heif: { mime: 'image/avif', extension: 'avif' },
};

export interface InspectedImage {
  mime: string;
  extension: string;
  width: number;
  height: number;
}

/** Reads an image's real format and dimensions from its bytes; null when it is not an accepted image. */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage | null> {
  try {
    const metadata = await (await sharp(bytes, { animated: false })).metadata();
    const format = metadata.format ? ACCEPTED[metadata.format] : undefined;
    if (!format || !metadata.width || !metadata.height) return null;
    // AVIF and HEIF share a container; only AVIF is accepted.
    if (metadata.format === 'heif' && metadata.compression !== 'av1') return null;
    return { ...format, width: metadata.width, height: metadata.height };
  } catch {
    return null;
  }
}

export interface GeneratedSize {
  name: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Makes the intermediate sizes smaller than the original (never upscaled): the thumbnail is
 * cropped to a square, the others keep the aspect ratio within their box.
 */
export async function generateSizes(
  bytes: Buffer,
  image: InspectedImage,
): Promise<GeneratedSize[]> {
  const sizes: GeneratedSize[] = [];
  for (const size of IMAGE_SIZES) {
    const boxWidth = size.width;
    const boxHeight = size.height || Number.MAX_SAFE_INTEGER;
    if (image.width <= boxWidth && image.height <= boxHeight) continue;
    const pipeline = (await sharp(bytes, { animated: false })).rotate();
    const resized = size.crop
      ? pipeline.resize(boxWidth, size.height, { fit: 'cover', position: 'attention' })
      : pipeline.resize(boxWidth, size.height || null, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await resized.toBuffer({ resolveWithObject: true });
    sizes.push({ name: size.name, width: info.width, height: info.height, bytes: data });
  }
  return sizes;
}
