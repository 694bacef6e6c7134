import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import type { BlockSelection } from '../state/block-editor-state';
import { shownIn } from '../state/record-instances';
import { localSelection, type SelectionSource } from './local-selection';
import { resolveRange } from './relative-selection';
import { linkedPeers } from './testing/linked-peers';

const MARKUP = '<!-- wp:paragraph -->\n<p>a <strong>b</strong> &amp; c</p>\n<!-- /wp:paragraph -->';
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '1' };
const PART: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'theme//header' };

function store(
  selection: BlockSelection | null,
  owner: RecordRef,
  navigation = false,
): SelectionSource {
  return {
    getSelection: () => selection,
    ownerOf: () => owner,
    isNavigationMode: () => navigation,
  };
}

const one = (clientId: string): BlockSelection => ({ anchor: { clientId }, focus: { clientId } });

function showParagraph(shownId: string): Text {
  const paragraph = document.createElement('p');
  paragraph.dataset.block = shownId;
  paragraph.dataset.richText = 'content';
  paragraph.innerHTML = 'a <strong>b</strong> &amp; c';
  document.body.append(paragraph);
  return paragraph.lastChild as Text;
}

describe('localSelection', () => {
  afterEach(() => {
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('sends the selected text as positions the other person resolves to the same offsets', () => {
    const { local, remote, ids } = linkedPeers(MARKUP);
    const id = ids[0] ?? '';
    const tail = showParagraph(id);
    // "& c": from 1 into the last text node (" & c") to its end.
    document.getSelection()?.setBaseAndExtent(tail, 1, tail, 4);
    const selection = localSelection(store(one(id), PAGE), document, PAGE, 'page:1', local.doc);
    expect(selection).toMatchObject({ docKey: 'page:1', clientId: id, attribute: 'content' });
    expect(selection === null ? null : resolveRange(remote.doc, selection)).toEqual({
      attribute: 'content',
      anchor: 4,
      head: 7,
    });
  });

  it("names a block of a part shown in place by the part's own id", () => {
    const { local, ids } = linkedPeers(MARKUP, 'wp_template_part:theme//header');
    const id = ids[0] ?? '';
    const shown = shownIn(PART, 'part-block');
    const shownId = `${id}@part-block`;
    const tail = showParagraph(shownId);
    document.getSelection()?.setBaseAndExtent(tail, 0, tail, 0);
    const selection = localSelection(
      store(one(shownId), shown),
      document,
      PART,
      'wp_template_part:theme//header',
      local.doc,
    );
    expect(selection).toMatchObject({ clientId: id, attribute: 'content' });
  });

  it('sends the block alone in navigation mode, for several blocks, or with the caret elsewhere', () => {
    const { local, ids } = linkedPeers(`${MARKUP}\n\n${MARKUP}`);
    const [first = '', second = ''] = ids;
    const tail = showParagraph(first);
    document.getSelection()?.setBaseAndExtent(tail, 1, tail, 1);
    const navigation = localSelection(
      store(one(first), PAGE, true),
      document,
      PAGE,
      'page:1',
      local.doc,
    );
    expect(navigation).toEqual({ docKey: 'page:1', clientId: first });
    const range = { anchor: { clientId: first }, focus: { clientId: second } };
    expect(localSelection(store(range, PAGE), document, PAGE, 'page:1', local.doc)).toEqual({
      docKey: 'page:1',
      clientId: second,
    });
    expect(localSelection(store(one(second), PAGE), document, PAGE, 'page:1', local.doc)).toEqual({
      docKey: 'page:1',
      clientId: second,
    });
  });

  it('sends nothing when nothing is selected or the selection is in another record', () => {
    const { local, ids } = linkedPeers(MARKUP);
    const id = ids[0] ?? '';
    expect(localSelection(store(null, PAGE), document, PAGE, 'page:1', local.doc)).toBeNull();
    expect(localSelection(store(one(id), PART), document, PAGE, 'page:1', local.doc)).toBeNull();
  });
});
