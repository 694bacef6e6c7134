import { describe, expect, it } from 'vitest';
import {
  drawPeers,
  EMPTY_DRAWING,
  type MeasuredPeer,
  OUTLINE_OFFSET,
  OUTLINE_STEP,
  sameDrawing,
  toOverlayBox,
} from './presence-drawing';

const block = { top: 120, left: 40, width: 400, height: 30 };

function measured(clientId: number, name: string, color: string): MeasuredPeer {
  return {
    peer: {
      clientId,
      user: { id: clientId, name, color },
      selection: { docKey: 'page:1', clientId: 'b1' },
    },
    blockLabel: 'Paragraph',
    blocks: [block],
    caret: null,
    range: [],
  };
}

describe('toOverlayBox', () => {
  it('takes viewport rectangles into the overlay, unscaling a zoomed-out body', () => {
    expect(toOverlayBox(block, { top: 20, left: 10, scale: 1 })).toEqual({
      top: 100,
      left: 30,
      width: 400,
      height: 30,
    });
    expect(toOverlayBox(block, { top: 20, left: 40, scale: 0.5 })).toEqual({
      top: 200,
      left: 0,
      width: 800,
      height: 60,
    });
  });
});

describe('drawPeers', () => {
  const origin = { top: 0, left: 0, scale: 1 };

  it('outlines the block, labels it with the name and says who edits what', () => {
    const drawing = drawPeers([measured(7, 'Ana', '#b3261e')], origin);
    expect(drawing.outlines).toEqual([
      {
        key: '7:0',
        color: '#b3261e',
        box: {
          top: 120 - OUTLINE_OFFSET,
          left: 40 - OUTLINE_OFFSET,
          width: 400 + 2 * OUTLINE_OFFSET,
          height: 30 + 2 * OUTLINE_OFFSET,
        },
      },
    ]);
    expect(drawing.labels).toEqual([
      { key: '120:40', top: 120, left: 40, people: [{ key: '7', name: 'Ana', color: '#b3261e' }] },
    ]);
    expect(drawing.sentences).toEqual([{ key: '7', text: 'Ana is editing Paragraph' }]);
  });

  it('puts two people on one block in one label row, their outlines one outside the other', () => {
    const drawing = drawPeers(
      [measured(7, 'Ana', '#b3261e'), measured(9, 'Bo', '#047857')],
      origin,
    );
    expect(drawing.labels).toHaveLength(1);
    expect(drawing.labels[0]?.people.map((person) => person.name)).toEqual(['Ana', 'Bo']);
    expect(drawing.outlines.map((outline) => outline.box.top)).toEqual([
      120 - OUTLINE_OFFSET,
      120 - OUTLINE_OFFSET - OUTLINE_STEP,
    ]);
  });

  it('draws a caret as a thin bar centred on its position, and each line of a range', () => {
    const peer = {
      ...measured(7, 'Ana', '#b3261e'),
      caret: { top: 124, left: 90, width: 0, height: 18 },
      range: [
        { top: 124, left: 60, width: 30, height: 18 },
        { top: 142, left: 40, width: 12, height: 18 },
      ],
    };
    const drawing = drawPeers([peer], origin);
    expect(drawing.carets).toEqual([
      { key: '7', color: '#b3261e', box: { top: 124, left: 89, width: 2, height: 18 } },
    ]);
    expect(drawing.ranges.map((mark) => mark.box.width)).toEqual([30, 12]);
  });

  it('lists someone whose block is not shown here without drawing them', () => {
    const drawing = drawPeers([{ ...measured(7, 'Ana', '#b3261e'), blocks: [] }], origin);
    expect(drawing.outlines).toEqual([]);
    expect(drawing.labels).toEqual([]);
    expect(drawing.sentences).toEqual([{ key: '7', text: 'Ana is editing Paragraph' }]);
  });
});

describe('sameDrawing', () => {
  it('tells a drawing that moved from one that did not', () => {
    const origin = { top: 0, left: 0, scale: 1 };
    const one = drawPeers([measured(7, 'Ana', '#b3261e')], origin);
    expect(sameDrawing(one, drawPeers([measured(7, 'Ana', '#b3261e')], origin))).toBe(true);
    expect(
      sameDrawing(one, drawPeers([measured(7, 'Ana', '#b3261e')], { ...origin, top: 1 })),
    ).toBe(false);
    expect(sameDrawing(one, EMPTY_DRAWING)).toBe(false);
  });
});
