import { pieceHtml, type RenderedFragment, type RenderedPiece } from '@atelier/blocks';
import type { ThemeJson } from '@atelier/theme-json';
import {
  addBlockStyleVariationInstances,
  findVariationInstances,
  type VariationInstance,
  variationInstanceClass,
  variationInstanceRules,
} from '../global-styles/variation-instances.js';
import { PageBytes } from '../http/page-bytes.js';
import { addSkipLink, firstMainTag, skipLinkTargetOpen } from './skip-link.js';
import { viewScriptsOf, viewScriptTestsOpen } from './view-scripts.js';

/** A place in a piece where the page writes something of its own. */
type Cut =
  | { at: number; instance: VariationInstance }
  /** The start and the end of the piece's first `<main>` start tag (the skip link's target). */
  | { at: number; main: 'start' | 'end' };

/**
 * A top-level piece of a page's blocks, read once: where its variation instances take their
 * classes and where its first `<main>` tag is, its text cut there, and the view scripts it needs.
 */
export interface FramedPiece {
  html: string;
  cuts: readonly Cut[];
  /** `html` cut at `cuts` (one more than the cuts): UTF-8 for a kept fragment. */
  chunks: readonly (string | Buffer)[];
  viewScripts: ReadonlySet<string>;
  /**
   * Whether reading the piece alone could differ from reading it inside the page (a tag, a
   * `<main` or a `class` attribute left open at its end, raw text without its end tag).
   */
  open: boolean;
}

const NO_SCRIPTS: ReadonlySet<string> = new Set();

/** Reads one piece of a page's blocks under `merged` styles; `encode` keeps its chunks as UTF-8. */
export function framePiece(html: string, merged: ThemeJson, encode: boolean): FramedPiece {
  if (!html.includes('<') && !html.includes('class="')) {
    // Text between blocks (mostly blank lines): no tag, nothing a view script is known by.
    return {
      html,
      cuts: [],
      chunks: [encode ? Buffer.from(html, 'utf8') : html],
      viewScripts: NO_SCRIPTS,
      open: viewScriptTestsOpen(html),
    };
  }
  const variations = findVariationInstances(html, merged);
  const main = firstMainTag(html);
  const cuts: Cut[] = variations.instances.map((instance) => ({ at: instance.at, instance }));
  if (main !== undefined) {
    cuts.push({ at: main.start, main: 'start' }, { at: main.end, main: 'end' });
    cuts.sort((a, b) => a.at - b.at);
  }
  const chunks: (string | Buffer)[] = [];
  let from = 0;
  for (const at of [...cuts.map((cut) => cut.at), html.length]) {
    const text = html.slice(from, at);
    chunks.push(encode ? Buffer.from(text, 'utf8') : text);
    from = at;
  }
  return {
    html,
    cuts,
    chunks,
    viewScripts: viewScriptsOf(html),
    open: variations.open || skipLinkTargetOpen(html) || viewScriptTestsOpen(html),
  };
}

/**
 * Kept fragments as read, by fragment: a fragment store lives for one site content version and
 * theme, so the merged styles are the same for each of its fragments (checked all the same).
 */
const framedFragments = new WeakMap<RenderedFragment, { merged: ThemeJson; framed: FramedPiece }>();

function framed(piece: RenderedPiece, merged: ThemeJson): FramedPiece {
  if (typeof piece === 'string') return framePiece(piece, merged, false);
  const kept = framedFragments.get(piece);
  if (kept !== undefined && kept.merged === merged) return kept.framed;
  const read = framePiece(piece.html, merged, true);
  framedFragments.set(piece, { merged, framed: read });
  return read;
}

/** A page's blocks as written inside `.wp-site-blocks`, and what its head needs for them. */
export interface FramedBody {
  body: PageBytes;
  /** The variation instances' CSS, in document order (after the global styles). */
  variationCss: string;
  /** The skip link and its CSS ('' when the page has no `<main>`). */
  skipLink: { link: string; css: string };
  viewScripts: ReadonlySet<string>;
}

/**
 * The page's blocks with what the page adds to them: each styled variation instance's own class
 * (numbered in document order) and CSS, the skip link's target id on the first `<main>`, and the
 * view scripts the blocks need — what `addBlockStyleVariationInstances`, `addSkipLink` and
 * `viewScriptsOf` give for the whole page, from what each piece holds, read once per kept
 * fragment. A page with an open piece is read whole.
 */
export function frameBody(pieces: readonly RenderedPiece[], merged: ThemeJson): FramedBody {
  const framedPieces = pieces.map((piece) => framed(piece, merged));
  if (framedPieces.some((piece) => piece.open)) return readWhole(pieces, merged);
  const body = new PageBytes();
  const viewScripts = new Set<string>();
  let variationCss = '';
  let instances = 0;
  let skipLink = { link: '', css: '' };
  // The first `<main>` start tag while it is being written (it takes an id), then done.
  let main: string | undefined;
  let mainDone = false;
  for (const piece of framedPieces) {
    for (const path of piece.viewScripts) viewScripts.add(path);
    let from = 0;
    piece.cuts.forEach((cut, index) => {
      if (main === undefined) body.write(piece.chunks[index] ?? '');
      else main += piece.html.slice(from, cut.at);
      from = cut.at;
      if ('instance' in cut) {
        instances += 1;
        const name = variationInstanceClass(cut.instance, instances);
        variationCss += variationInstanceRules(merged, cut.instance, name);
        if (main === undefined) body.write(` ${name}`);
        else main += ` ${name}`;
      } else if (cut.main === 'start' && !mainDone) main = '';
      else if (cut.main === 'end' && main !== undefined) {
        const target = addSkipLink(main);
        body.write(target.html);
        skipLink = { link: target.link, css: target.css };
        main = undefined;
        mainDone = true;
      }
    });
    body.write(piece.chunks[piece.cuts.length] ?? '');
  }
  return { body, variationCss, skipLink, viewScripts };
}

/** The page read whole, as one text. */
function readWhole(pieces: readonly RenderedPiece[], merged: ThemeJson): FramedBody {
  const html = pieces.map(pieceHtml).join('');
  const variations = addBlockStyleVariationInstances(html, merged);
  const target = addSkipLink(variations.html);
  return {
    body: new PageBytes().write(target.html),
    variationCss: variations.css,
    skipLink: { link: target.link, css: target.css },
    viewScripts: viewScriptsOf(html),
  };
}
