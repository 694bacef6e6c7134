// Builds the offline font collection the server ships (packages/server/fonts-collection/) from
// Fontsource packages on the npm registry. Run by hand when the list changes; its output is
// committed, so neither `npm ci` nor `npm test` runs it or needs the network.
//   node scripts/fonts/build-collection.mjs
// It packs each pinned package into a temporary folder (no dependency is added to the project),
// keeps the latin subset WOFF2 files of the offered faces and the package's LICENSE, draws an SVG
// preview of each family and face name with fontkit (installed into the same temporary folder),
// and writes collection.json, files/, previews/, licences/ and LICENSES.md.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALLOWED_LICENCES,
  CATEGORIES,
  COLLECTION,
  GENERIC_FAMILY,
  OFFERED_WEIGHTS,
  PACKAGES,
} from './collection-families.mjs';
import { glyphPreviewSvg } from './glyph-preview.mjs';

const FONTKIT = 'fontkit@2.0.4';
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'packages', 'server', 'fonts-collection');
const urlBase = `/wp-content/font-collections/${COLLECTION.slug}`;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** The CSS `font-family` value: the name, quoted unless plain letters and hyphens, then a generic. */
function cssFontFamily(name, category) {
  if (!/^[A-Za-z0-9 ]+$/.test(name)) throw new Error(`Unexpected characters in family "${name}"`);
  const quoted = /^[A-Za-z-]+$/.test(name) ? name : `"${name}"`;
  return `${quoted}, ${GENERIC_FAMILY[category]}`;
}

/** The faces a package offers: the offered weights it has (else its weight nearest 400), each style. */
function chooseFaces(metadata) {
  let weights = OFFERED_WEIGHTS.filter((w) => metadata.weights.includes(w));
  if (weights.length === 0) {
    const nearest = [...metadata.weights].sort((a, b) => Math.abs(a - 400) - Math.abs(b - 400))[0];
    weights = [nearest];
  }
  const styles = ['normal', 'italic'].filter((s) => metadata.styles.includes(s));
  return styles.flatMap((fontStyle) => weights.map((fontWeight) => ({ fontWeight, fontStyle })));
}

function packPackages(packDir) {
  const packed = JSON.parse(
    run('npm', ['pack', ...PACKAGES, '--pack-destination', packDir, '--json', '--silent']),
  );
  return packed.map((entry) => ({
    name: entry.name,
    version: entry.version,
    tarball: join(packDir, entry.filename),
  }));
}

function extractPackage(pack, into) {
  mkdirSync(into, { recursive: true });
  run('tar', [
    '-xzf',
    pack.tarball,
    '-C',
    into,
    '--wildcards',
    'package/metadata.json',
    'package/LICENSE',
    'package/files/*-latin-[0-9]*.woff2',
  ]);
  return join(into, 'package');
}

function fileSize(path) {
  return statSync(path).size;
}

function folderSize(path) {
  return readdirSync(path, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory() ? folderSize(join(path, entry.name)) : fileSize(join(path, entry.name))),
    0,
  );
}

function licencesTable(rows) {
  const lines = [
    '# Licences of the offline font collection',
    '',
    'Written by `scripts/fonts/build-collection.mjs`; rebuild rather than edit. Each family is',
    'redistributed unchanged: the latin subset WOFF2 files of its Fontsource package, under the',
    "licence named below, whose full text (with the authors' copyright notice) is",
    '`licences/<slug>.txt`. The SVG previews are the family and face names drawn with these fonts.',
    '',
    '| Family | Category | Licence | Source package | Faces |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.name} | ${r.category} | ${r.licence} | \`${r.pkg}\` | ${r.faces} |`),
    '',
  ];
  return lines.join('\n');
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'atelier-font-collection-'));
  try {
    const toolsDir = join(work, 'tools');
    mkdirSync(toolsDir);
    run('npm', [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--silent',
      FONTKIT,
    ]);
    const fontkit = createRequire(join(toolsDir, 'package.json'))('fontkit');

    const packDir = join(work, 'packs');
    mkdirSync(packDir);
    const packs = packPackages(packDir);

    for (const folder of ['files', 'previews', 'licences']) {
      rmSync(join(outDir, folder), { recursive: true, force: true });
      mkdirSync(join(outDir, folder), { recursive: true });
    }

    const families = [];
    const licenceRows = [];
    for (const pack of packs) {
      const dir = extractPackage(pack, join(work, 'extract', pack.name.replace('/', '__')));
      const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8'));
      const licence = metadata.license?.type;
      if (!ALLOWED_LICENCES.includes(licence)) {
        throw new Error(`${pack.name}: licence ${licence} is not one the collection may ship`);
      }
      const category = metadata.category;
      if (!CATEGORIES.some((c) => c.slug === category)) {
        throw new Error(`${pack.name}: unknown category ${category}`);
      }
      const slug = metadata.id;
      const name = metadata.family;
      const faces = chooseFaces(metadata).map(({ fontWeight, fontStyle }) => {
        const file = `${slug}-latin-${fontWeight}-${fontStyle}.woff2`;
        const source = join(dir, 'files', file);
        if (!existsSync(source)) throw new Error(`${pack.name}: no ${file}`);
        copyFileSync(source, join(outDir, 'files', file));
        const font = fontkit.create(readFileSync(source));
        const preview = `${slug}-${fontWeight}-${fontStyle}.svg`;
        writeFileSync(join(outDir, 'previews', preview), glyphPreviewSvg(font, name));
        return {
          fontFamily: name,
          fontStyle,
          fontWeight: String(fontWeight),
          src: `${urlBase}/files/${file}`,
          preview: `${urlBase}/previews/${preview}`,
          font,
        };
      });
      const regular =
        faces.find((f) => f.fontWeight === '400' && f.fontStyle === 'normal') ?? faces[0];
      writeFileSync(join(outDir, 'previews', `${slug}.svg`), glyphPreviewSvg(regular.font, name));
      copyFileSync(join(dir, 'LICENSE'), join(outDir, 'licences', `${slug}.txt`));

      families.push({
        font_family_settings: {
          name,
          slug,
          fontFamily: cssFontFamily(name, category),
          preview: `${urlBase}/previews/${slug}.svg`,
          fontFace: faces.map(({ font: _font, ...face }) => face),
        },
        categories: [category],
      });
      licenceRows.push({
        name,
        category,
        licence,
        pkg: `${pack.name}@${pack.version}`,
        faces: faces
          .map((f) => `${f.fontWeight}${f.fontStyle === 'italic' ? ' italic' : ''}`)
          .join(', '),
      });
    }

    families.sort((a, b) => a.font_family_settings.name.localeCompare(b.font_family_settings.name));
    licenceRows.sort((a, b) => a.name.localeCompare(b.name));
    const collection = { ...COLLECTION, categories: CATEGORIES, font_families: families };
    // JSON.stringify's layout, with one-string lists on one line as the formatter writes them.
    const json = JSON.stringify(collection, null, 2).replace(/\[\n\s*("[^"\n]*")\n\s*\]/g, '[$1]');
    writeFileSync(join(outDir, 'collection.json'), `${json}\n`);
    writeFileSync(join(outDir, 'LICENSES.md'), licencesTable(licenceRows));

    const total = folderSize(outDir);
    const perCategory = CATEGORIES.map(
      (c) => `${c.slug} ${families.filter((f) => f.categories.includes(c.slug)).length}`,
    );
    console.log(
      `font collection: ${families.length} families (${perCategory.join(', ')}), ` +
        `${readdirSync(join(outDir, 'files')).length} font files, ${(total / 1024 / 1024).toFixed(2)} MB`,
    );
    if (total > MAX_TOTAL_BYTES) throw new Error('The collection is larger than 8 MB');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
