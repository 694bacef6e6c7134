import type { RemotePeer } from './remote-peers';

/** A rectangle in the frame's viewport, as `getBoundingClientRect` gives it. */
export interface ViewportRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the overlay's own origin is in the viewport, and how much the frame's body is scaled. */
export interface OverlayOrigin {
  top: number;
  left: number;
  /** 1, or zoom-out's scale: the overlay lives in the scaled body, so its lengths are unscaled. */
  scale: number;
}

/** A box in the overlay's coordinates (CSS pixels of its positioned parent). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** One person as measured in the canvas: the elements of their block, their caret or range. */
export interface MeasuredPeer {
  peer: RemotePeer;
  /** The name of the block they have selected ("Paragraph", or the name they gave it). */
  blockLabel: string;
  /** The block, once per place it is shown (a template part placed twice shows it twice). */
  blocks: readonly ViewportRect[];
  /** Their caret (a collapsed range), or null. */
  caret: ViewportRect | null;
  /** The lines of their selected text, or none. */
  range: readonly ViewportRect[];
}

export interface PresenceOutline {
  key: string;
  box: Box;
  color: string;
}

export interface PresenceLabelRow {
  key: string;
  top: number;
  left: number;
  people: { key: string; name: string; color: string }[];
}

export interface PresenceMark {
  key: string;
  box: Box;
  color: string;
}

/** What the overlay draws: outlines, name labels, selected text and carets; and what it says. */
export interface PresenceDrawing {
  outlines: PresenceOutline[];
  labels: PresenceLabelRow[];
  ranges: PresenceMark[];
  carets: PresenceMark[];
  /** One sentence per person for screen readers: "Ana is editing Paragraph". */
  sentences: { key: string; text: string }[];
}

/** Nothing to draw (nobody else has a selection here). */
export const EMPTY_DRAWING: PresenceDrawing = {
  outlines: [],
  labels: [],
  ranges: [],
  carets: [],
  sentences: [],
};

/** Outlines of two people on one block sit one inside the other, this far apart. */
export const OUTLINE_STEP = 3;
/** The first outline's distance outside the block (the local selection's 2 px outline sits 1 px out, inside it). */
export const OUTLINE_OFFSET = 5;
const CARET_WIDTH = 2;

/** A viewport rectangle in the overlay's coordinates. */
export function toOverlayBox(rect: ViewportRect, origin: OverlayOrigin): Box {
  const scale = origin.scale > 0 ? origin.scale : 1;
  return {
    top: (rect.top - origin.top) / scale,
    left: (rect.left - origin.left) / scale,
    width: rect.width / scale,
    height: rect.height / scale,
  };
}

function grow(box: Box, by: number): Box {
  return {
    top: box.top - by,
    left: box.left - by,
    width: box.width + 2 * by,
    height: box.height + 2 * by,
  };
}

/** The sentence a screen reader hears for a person. */
export function presenceSentence(name: string, blockLabel: string): string {
  return `${name} is editing ${blockLabel}`;
}

/**
 * What to draw for the people measured: an outline around each place their block is shown
 * (several people on one block get rings one outside the other), one row of name labels per place
 * at its top left corner, their selected text as translucent boxes and their caret as a thin bar.
 */
export function drawPeers(
  measured: readonly MeasuredPeer[],
  origin: OverlayOrigin,
): PresenceDrawing {
  const drawing: PresenceDrawing = {
    outlines: [],
    labels: [],
    ranges: [],
    carets: [],
    sentences: [],
  };
  const rows = new Map<string, PresenceLabelRow>();
  for (const { peer, blockLabel, blocks, caret, range } of measured) {
    const key = String(peer.clientId);
    const { name, color } = peer.user;
    drawing.sentences.push({ key, text: presenceSentence(name, blockLabel) });
    blocks.forEach((rect, index) => {
      const box = toOverlayBox(rect, origin);
      const place = `${Math.round(box.top)}:${Math.round(box.left)}`;
      let row = rows.get(place);
      if (row === undefined) {
        row = { key: place, top: box.top, left: box.left, people: [] };
        rows.set(place, row);
        drawing.labels.push(row);
      }
      const ring = row.people.length;
      row.people.push({ key, name, color });
      drawing.outlines.push({
        key: `${key}:${index}`,
        box: grow(box, OUTLINE_OFFSET + ring * OUTLINE_STEP),
        color,
      });
    });
    range.forEach((rect, index) => {
      drawing.ranges.push({ key: `${key}:${index}`, box: toOverlayBox(rect, origin), color });
    });
    if (caret !== null) {
      const box = toOverlayBox(caret, origin);
      drawing.carets.push({
        key,
        box: { ...box, left: box.left - CARET_WIDTH / 2, width: CARET_WIDTH },
        color,
      });
    }
  }
  return drawing;
}

function sameBox(a: Box, b: Box): boolean {
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

function sameMarks(a: readonly PresenceMark[], b: readonly PresenceMark[]): boolean {
  return (
    a.length === b.length &&
    a.every((mark, i) => {
      const other = b[i];
      return other?.key === mark.key && other.color === mark.color && sameBox(mark.box, other.box);
    })
  );
}

function peopleKey(people: PresenceLabelRow['people']): string {
  return people.map((p) => `${p.key}|${p.name}|${p.color}`).join('\n');
}

/** Whether two drawings draw the same (so the overlay is not rendered again for nothing). */
export function sameDrawing(a: PresenceDrawing, b: PresenceDrawing): boolean {
  return (
    sameMarks(a.outlines, b.outlines) &&
    sameMarks(a.ranges, b.ranges) &&
    sameMarks(a.carets, b.carets) &&
    a.labels.length === b.labels.length &&
    a.labels.every((row, i) => {
      const other = b.labels[i];
      return (
        other !== undefined &&
        other.top === row.top &&
        other.left === row.left &&
        peopleKey(other.people) === peopleKey(row.people)
      );
    }) &&
    a.sentences.map((s) => `${s.key}|${s.text}`).join('\n') ===
      b.sentences.map((s) => `${s.key}|${s.text}`).join('\n')
  );
}
