import { DOC_ROOTS, recordDeletion } from '@atelier/collab';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { useNotices } from '../../components/notices/NoticesProvider';
import { recordDeletedMessage } from '../../data/collab/record-deleted';
import { type RecordRef, recordKey } from '../../data/entities/store-state';

/**
 * While the record's document says someone deleted the record (or moved it to the Trash), the
 * editor shows it in place, above the canvas: "This page was deleted by Grace Hopper." The
 * canvas keeps what was typed, to copy; Save writes nothing (`publishUnlessDeleted`). Reads the
 * document's `meta` only when it changes, never on a keystroke.
 */
export function useRecordDeletedNotice(record: RecordRef, doc: Y.Doc): void {
  const { createNotice, removeNotice } = useNotices();
  const { kind, name, id } = record;
  useEffect(() => {
    const ref = { kind, name, id };
    const noticeId = `record-deleted:${recordKey(ref)}`;
    const meta = doc.getMap(DOC_ROOTS.meta);
    let shown = '';
    const read = () => {
      const deletion = recordDeletion(doc);
      const message = deletion === null ? '' : recordDeletedMessage(ref, deletion);
      if (message === shown) return;
      shown = message;
      if (message === '') removeNotice(noticeId);
      else createNotice(message, { id: noticeId, type: 'default', status: 'warning' });
    };
    read();
    meta.observe(read);
    return () => {
      meta.unobserve(read);
      if (shown !== '') removeNotice(noticeId);
    };
  }, [doc, kind, name, id, createNotice, removeNotice]);
}
