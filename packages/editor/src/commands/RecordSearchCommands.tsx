import { useMemo } from 'react';
import { useRouter } from '../app/Router';
import { useEntityRecords } from '../data/entities/entity-hooks';
import { useRegisterCommands } from './CommandCenter';
import type { EditorCommandContext } from './command-context';
import type { Command } from './command-registry';
import { RECORD_SOURCES, type RecordSource, recordEntries } from './record-search';

/**
 * While the palette is open: the site's templates, template parts, pages, patterns and menus as
 * commands found by their titles (search-only), each opening its record's screen. The lists are
 * read then, not before.
 */
export function RecordSearchCommands() {
  return (
    <>
      {RECORD_SOURCES.map((source) => (
        <RecordSourceCommands key={source.postType} source={source} />
      ))}
    </>
  );
}

function RecordSourceCommands({ source }: { source: RecordSource }) {
  const { navigate, location } = useRouter();
  const { records } = useEntityRecords('postType', source.postType, source.query);
  const canvas = location.canvas;
  const commands = useMemo(
    (): Command<EditorCommandContext>[] =>
      recordEntries(source, records ?? [], canvas).map((entry) => ({
        name: entry.name,
        label: entry.title,
        detail: entry.typeLabel,
        keywords: [entry.typeLabel],
        searchOnly: true,
        group: 'site',
        history: 'none',
        isAvailable: () => true,
        run: () => navigate(entry.target),
      })),
    [source, records, canvas, navigate],
  );
  useRegisterCommands(commands);
  return null;
}
