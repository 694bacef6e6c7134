import { parse } from '@atelier/blocks';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fillTypedField, type TypedAheadSlot } from '../../app/typed-ahead/typed-ahead-slot';
import { ALL_PATTERNS } from '../../domain/patterns/pattern-categories';
import { patternTitle } from '../../domain/patterns/pattern-item';
import { usePatternItems, useSidebarCategories } from '../../domain/patterns/use-pattern-items';
import { useCompleteBlockTypes } from '../block-types/use-block-types';
import { BLOCK_TYPE_MIME, MARKUP_MIME } from '../drag/drag-data';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { toEditorTree } from '../state/editor-block';
import { insertBlocks } from '../state/insert-blocks';
import { inserterGroups } from './inserter-items';
import {
  inserterPatternCategories,
  inserterPatterns,
  patternInsertMarkup,
} from './inserter-patterns';
import { createNewBlock } from './new-block';
import { PatternPreview } from './PatternPreview';
import './Inserter.css';

function BlocksTab({ search }: { search: string }) {
  const store = useBlockEditorStore();
  const complete = useCompleteBlockTypes(store.registry);
  const groups = useMemo(
    () => (complete ? inserterGroups(store.registry, search) : []),
    [store, search, complete],
  );
  if (!complete) return <p>Loading…</p>;
  if (groups.length === 0) return <p>No results found.</p>;
  return groups.map((group) => (
    <section key={group.name} className="atelier-inserter__group" aria-label={group.title}>
      <h3>{group.title}</h3>
      <div className="atelier-inserter__grid">
        {group.types.map((type) => (
          <button
            key={type.name}
            type="button"
            className="atelier-inserter__item"
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'copy';
              event.dataTransfer.setData(BLOCK_TYPE_MIME, type.name);
            }}
            onClick={() =>
              store.run(insertBlocks, {
                blocks: [createNewBlock(store.registry, type.name)],
              })
            }
          >
            {type.title}
          </button>
        ))}
      </div>
    </section>
  ));
}

/**
 * The Patterns tab: the person's patterns ('My patterns') and the theme's, by category, searched
 * with the Patterns area's scoring; a synced pattern of the person's goes in as a reference.
 */
function PatternsTab({ search }: { search: string }) {
  const store = useBlockEditorStore();
  const items = usePatternItems();
  const sidebar = useSidebarCategories(items);
  const [category, setCategory] = useState(ALL_PATTERNS);
  const { patterns } = items;
  if (patterns === null || sidebar === null) return <p>Loading…</p>;
  const categories = inserterPatternCategories(sidebar.mine, sidebar.patterns);
  const shown = inserterPatterns(patterns, category, search);
  return (
    <>
      <label className="atelier-inserter__category">
        Category
        <select value={category} onChange={(event) => setCategory(event.target.value)}>
          {categories.map((item) => (
            <option key={item.name} value={item.name}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 && <p>No results found.</p>}
      <ul className="atelier-inserter__patterns">
        {shown.map((pattern) => {
          const title = patternTitle(pattern);
          const markup = patternInsertMarkup(pattern);
          return (
            <li key={pattern.key}>
              <button
                type="button"
                className="atelier-inserter__pattern"
                aria-label={title}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'copy';
                  event.dataTransfer.setData(MARKUP_MIME, markup);
                }}
                onClick={() => store.run(insertBlocks, { blocks: toEditorTree(parse(markup)) })}
              >
                <PatternPreview content={pattern.content} title={title} />
                <span>{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export interface InserterProps {
  /** Keys typed while this code was on its way (`LeftPanel.tsx`): the search's first text. */
  typedAhead?: TypedAheadSlot;
}

/**
 * The Block Library: blocks by category with search, and theme patterns with live previews. The
 * search has the focus as it opens (as WordPress's inserter), caret after what was typed before.
 */
export function Inserter({ typedAhead }: InserterProps) {
  const [tab, setTab] = useState<'blocks' | 'patterns'>('blocks');
  const [search, setSearch] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // In the commit that puts the field on the page: what was typed before, then the focus.
  useLayoutEffect(() => {
    const typed = typedAhead?.take().text ?? '';
    setSearch(typed);
    if (field.current !== null) fillTypedField(field.current, typed);
  }, [typedAhead]);
  return (
    <div className="atelier-inserter">
      <input
        ref={field}
        type="search"
        className="atelier-inserter__search"
        aria-label="Search"
        placeholder="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div role="tablist" aria-label="Block Library" className="atelier-inserter__tabs">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'blocks'}
          onClick={() => setTab('blocks')}
        >
          Blocks
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'patterns'}
          onClick={() => setTab('patterns')}
        >
          Patterns
        </button>
      </div>
      <div role="tabpanel" aria-label={tab === 'blocks' ? 'Blocks' : 'Patterns'}>
        {tab === 'blocks' ? <BlocksTab search={search} /> : <PatternsTab search={search} />}
      </div>
    </div>
  );
}
