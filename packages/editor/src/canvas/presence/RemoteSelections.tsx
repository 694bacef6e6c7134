import type { CollabConnection } from '@atelier/collab/client';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { docChanges } from '../../data/collab/doc-changes';
import { flushLocalWrites } from '../../data/collab/local-writes';
import { afterFrame } from './after-frame';
import { richTextRegion } from './dom-text-range';
import {
  type Box,
  drawPeers,
  EMPTY_DRAWING,
  type MeasuredPeer,
  OUTLINE_OFFSET,
  type PresenceDrawing,
  sameDrawing,
} from './presence-drawing';
import { DOM_GEOMETRY, type PresenceGeometry } from './presence-geometry';
import { resolveRange } from './relative-selection';
import { type RemotePeer, remotePeers } from './remote-peers';
import { shownElements } from './shown-elements';

/** What the overlay reads of a record's connection: its document and everyone's presence. */
export type PresenceSource = Pick<CollabConnection, 'docKey' | 'doc' | 'awareness'>;

export interface RemoteSelectionsProps {
  /** The canvas frame's document (the overlay is rendered into its body). */
  frameDoc: Document;
  source: PresenceSource;
  /** The elements showing a block of this record (one per place it is shown). */
  blockElements(clientId: string): HTMLElement[];
  /** The name of a block of this record, as the List View shows it. */
  blockLabel(clientId: string): string;
  geometry?: PresenceGeometry;
}

interface AwarenessChanges {
  added: number[];
  updated: number[];
  removed: number[];
}

function measurePeer(
  peer: RemotePeer,
  source: PresenceSource,
  props: Pick<RemoteSelectionsProps, 'blockElements' | 'blockLabel'>,
  geometry: PresenceGeometry,
): MeasuredPeer {
  const elements = props.blockElements(peer.selection.clientId);
  const measured: MeasuredPeer = {
    peer,
    blockLabel: props.blockLabel(peer.selection.clientId),
    blocks: elements.map((element) => geometry.blockRect(element)),
    caret: null,
    range: [],
  };
  const range = resolveRange(source.doc, peer.selection);
  if (range === null) return measured;
  for (const element of elements) {
    const region = richTextRegion(element, range.attribute);
    if (region === null) continue;
    return {
      ...measured,
      caret: geometry.caretRect(region, range.head),
      range:
        range.anchor === range.head ? [] : geometry.rangeRects(region, range.anchor, range.head),
    };
  }
  return measured;
}

const boxStyle = (box: Box): CSSProperties => ({
  top: box.top,
  left: box.left,
  width: box.width,
  height: box.height,
});

/**
 * Where the other people in a record are in the canvas: an outline in their colour around the
 * block they have selected with their name above it, their caret or selected text inside rich
 * text — drawn over the blocks (never in a block's own DOM, so the saved markup and RichText's DOM
 * stay untouched) and hidden from assistive technology, which reads one sentence per person from
 * a visually hidden list instead. Redrawn after the frame in which their presence, the document
 * or the layout changed; people who leave disappear with their presence.
 */
export function RemoteSelections({
  frameDoc,
  source,
  blockElements,
  blockLabel,
  geometry = DOM_GEOMETRY,
}: RemoteSelectionsProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<PresenceDrawing>(EMPTY_DRAWING);

  useEffect(() => {
    const view = frameDoc.defaultView;
    if (view === null) return;
    const { awareness, doc } = source;
    /** The blocks the others had selected at the last drawing. */
    let watched = new Set<string>();
    // Their blocks' elements, found once while they stay (typing in a block keeps them).
    const elements = shownElements(blockElements);
    const measure = () => {
      const element = overlay.current;
      if (element === null) return;
      // Others' positions resolve against the document's text, which must hold what was typed
      // here (the canvas shows it already).
      flushLocalWrites(doc);
      const peers = remotePeers(awareness.getStates(), awareness.clientID, source.docKey);
      watched = new Set(peers.map((peer) => peer.selection.clientId));
      const next =
        peers.length === 0
          ? EMPTY_DRAWING
          : drawPeers(
              peers.map((peer) =>
                measurePeer(peer, source, { blockElements: elements.get, blockLabel }, geometry),
              ),
              geometry.origin(element),
            );
      setDrawing((previous) => (sameDrawing(previous, next) ? previous : next));
    };
    const task = afterFrame(view, measure);
    const schedule = () => {
      elements.clear();
      task.schedule();
    };
    const onPresence = ({ added, updated, removed }: AwarenessChanges) => {
      const others = [...added, ...updated, ...removed].some((id) => id !== awareness.clientID);
      if (others) schedule();
    };
    // A change of the document moves the others' carets only inside the blocks they are in, or
    // when the tree's shape changed; other blocks that grow or shrink move them through the
    // body's size (observed below). Typing elsewhere measures nothing.
    const onDocument = (transaction: Y.Transaction) => {
      if (watched.size === 0) return;
      const changes = docChanges(doc, transaction);
      if (changes.structure) schedule();
      else if ([...watched].some((id) => changes.blocks.has(id))) task.schedule();
    };
    awareness.on('change', onPresence);
    doc.on('afterTransaction', onDocument);
    view.addEventListener('resize', schedule);
    frameDoc.addEventListener('scroll', schedule, { capture: true, passive: true });
    const resizes =
      typeof view.ResizeObserver === 'function' ? new view.ResizeObserver(schedule) : null;
    resizes?.observe(frameDoc.body);
    task.schedule();
    return () => {
      task.cancel();
      awareness.off('change', onPresence);
      doc.off('afterTransaction', onDocument);
      view.removeEventListener('resize', schedule);
      frameDoc.removeEventListener('scroll', schedule, { capture: true });
      resizes?.disconnect();
    };
  }, [frameDoc, source, blockElements, blockLabel, geometry]);

  return (
    <>
      <div ref={overlay} className="atelier-remote-selections" aria-hidden="true">
        {drawing.ranges.map((mark) => (
          <div
            key={mark.key}
            className="atelier-remote-selections__range"
            style={{ ...boxStyle(mark.box), backgroundColor: mark.color }}
          />
        ))}
        {drawing.outlines.map((outline) => (
          <div
            key={outline.key}
            className="atelier-remote-selections__outline"
            style={{ ...boxStyle(outline.box), borderColor: outline.color }}
          />
        ))}
        {drawing.carets.map((caret) => (
          <div
            key={caret.key}
            className="atelier-remote-selections__caret"
            style={{ ...boxStyle(caret.box), backgroundColor: caret.color }}
          />
        ))}
        {drawing.labels.map((row) => (
          <div
            key={row.key}
            className="atelier-remote-selections__labels"
            style={{ top: row.top - OUTLINE_OFFSET, left: row.left - OUTLINE_OFFSET }}
          >
            {row.people.map((person) => (
              <span
                key={person.key}
                className="atelier-remote-selections__label"
                style={{ backgroundColor: person.color }}
              >
                {person.name}
              </span>
            ))}
          </div>
        ))}
      </div>
      {drawing.sentences.length > 0 && (
        <ul className="atelier-remote-selections__people">
          {drawing.sentences.map((sentence) => (
            <li key={sentence.key}>{sentence.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}
