import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { repositoryRoot } from '../../src/config.js';

const require = createRequire(import.meta.url);
const loraFiles = join(dirname(require.resolve('@fontsource/lora/package.json')), 'files');

/** A file of the `@fontsource/lora` devDependency (static weights, normal and italic). */
export function loraFile(name: string): Buffer {
  return readFileSync(join(loraFiles, name));
}

/** A variable font (wght 200–900) shipped with the quarry test theme. */
export function sourceSerifItalicVariable(): Buffer {
  return readFileSync(
    join(
      repositoryRoot,
      'themes/quarry/assets/fonts/source-serif-4/source-serif-4-latin-wght-italic.woff2',
    ),
  );
}

/**
 * Unpacks a WOFF 1.0 file into the sfnt (TrueType or OpenType) file it wraps: the header's
 * flavour becomes the sfnt version and each table is inflated when it was compressed. Real `.ttf`
 * fixtures this way, from the WOFF files the font package ships.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const headerLength = 12 + tableCount * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = Buffer.alloc(total);
  const power = 2 ** Math.floor(Math.log2(tableCount));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(tableCount, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(tableCount * 16 - power * 16, 10);
  let offset = headerLength;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    table.tag.copy(out, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  }
  return out;
}
