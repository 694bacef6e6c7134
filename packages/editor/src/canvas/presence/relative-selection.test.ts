import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { relativeRange, resolveRange, richTextIn } from './relative-selection';
import { linkedPeers } from './testing/linked-peers';

const MARKUP = '<!-- wp:paragraph -->\n<p>a <strong>b</strong> &amp; c</p>\n<!-- /wp:paragraph -->';

function textOf(doc: Y.Doc, id: string): Y.Text {
  const text = richTextIn(doc, id, 'content');
  if (text === null) throw new Error(`block ${id} has no shared content`);
  return text;
}

/** Two replicas that do not exchange updates until `deliver` (concurrent edits). */
function separateReplicas() {
  const peers = linkedPeers(MARKUP);
  const id = peers.ids[0] ?? '';
  peers.disconnect();
  const deliver = () => {
    const fromRemote = Y.encodeStateAsUpdate(
      peers.remote.doc,
      Y.encodeStateVector(peers.local.doc),
    );
    const fromLocal = Y.encodeStateAsUpdate(peers.local.doc, Y.encodeStateVector(peers.remote.doc));
    Y.applyUpdate(peers.local.doc, fromRemote);
    Y.applyUpdate(peers.remote.doc, fromLocal);
  };
  return { local: peers.local, remote: peers.remote, id, deliver };
}

describe('richTextIn', () => {
  it('finds the shared HTML of a rich-text attribute and nothing else', () => {
    const { local, id } = separateReplicas();
    expect(textOf(local.doc, id).toString()).toBe('a <strong>b</strong> &amp; c');
    expect(richTextIn(local.doc, id, 'dropCap')).toBeNull();
    expect(richTextIn(local.doc, 'no-such-block', 'content')).toBeNull();
  });
});

describe('relativeRange and resolveRange', () => {
  it('gives back the same visible offsets while nothing changed', () => {
    const { local, id } = separateReplicas();
    const positions = relativeRange(textOf(local.doc, id), { anchor: 2, head: 5 });
    const selection = { docKey: 'page:1', clientId: id, attribute: 'content', ...positions };
    expect(resolveRange(local.doc, selection)).toEqual({
      attribute: 'content',
      anchor: 2,
      head: 5,
    });
  });

  it('moves a caret along when someone else inserts text before it, even inside a tag', () => {
    const { local, remote, id, deliver } = separateReplicas();
    // The remote person's caret after "b" (visible offset 3, before </strong>).
    const caret = relativeRange(textOf(remote.doc, id), { anchor: 3, head: 3 });
    // Meanwhile, here: "xy" at the very start and "!" inside the bold text, before "b".
    const text = textOf(local.doc, id);
    text.insert(0, 'xy');
    text.insert('xya <strong>'.length, '!');
    deliver();
    const selection = { docKey: 'page:1', clientId: id, attribute: 'content', ...caret };
    expect(textOf(local.doc, id).toString()).toBe('xya <strong>!b</strong> &amp; c');
    expect(resolveRange(local.doc, selection)).toEqual({
      attribute: 'content',
      anchor: 6,
      head: 6,
    });
    expect(resolveRange(remote.doc, selection)).toEqual({
      attribute: 'content',
      anchor: 6,
      head: 6,
    });
  });

  it('keeps a range on the words it covered when text before it is removed', () => {
    const { local, remote, id, deliver } = separateReplicas();
    // "& c" selected by the remote person (offsets 4 to 7).
    const range = relativeRange(textOf(remote.doc, id), { anchor: 4, head: 7 });
    textOf(local.doc, id).delete(0, 'a <strong>b</strong> '.length);
    deliver();
    const selection = { docKey: 'page:1', clientId: id, attribute: 'content', ...range };
    expect(resolveRange(local.doc, selection)).toEqual({
      attribute: 'content',
      anchor: 0,
      head: 3,
    });
  });

  it('refuses positions of another text, malformed ones and a selection without a range', () => {
    const { local, id } = separateReplicas();
    const other = new Y.Doc();
    const foreign = other.getText('t');
    foreign.insert(0, 'elsewhere');
    const elsewhere = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(foreign, 2));
    const base = { docKey: 'page:1', clientId: id, attribute: 'content' };
    expect(resolveRange(local.doc, { ...base, anchor: elsewhere, head: elsewhere })).toBeNull();
    expect(resolveRange(local.doc, { ...base, anchor: 'nonsense', head: 3 })).toBeNull();
    expect(resolveRange(local.doc, { ...base, anchor: { item: { client: 'x' } } })).toBeNull();
    expect(resolveRange(local.doc, { docKey: 'page:1', clientId: id })).toBeNull();
  });
});
