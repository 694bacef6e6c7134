import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { ALL_RECORDS } from '@atelier/blocks/rest';
import { type ChangeEvent, useRef, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useRouter } from '../../app/Router';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { PlusIcon } from '../../ui/icons';
import { CreateTemplatePartModal } from '../templates/CreateTemplatePartModal';
import { rawText } from '../templates/template-item';
import { CreatePatternModal } from './CreatePatternModal';
import { importCategoryTermId, patternImportFailure, patternImportSuccess } from './pattern-import';
import { patternLocation } from './pattern-location';
import { importPatternFile } from './pattern-operations';
import { usePatternCategoryTerms } from './use-pattern-items';
import '../../components/record-details/RecordActionsMenu.css';

type Dialog = 'pattern' | 'part' | null;

/** The titles of the template parts (a new part's name must differ from them). */
function usePartTitles(): string[] {
  const { records } = useEntityRecords('postType', 'wp_template_part', ALL_RECORDS);
  return (records ?? []).map((record) => rawText(record.title));
}

/**
 * The Patterns area's '+' (spec 2 §2, §4): 'Add new pattern', 'Add new template part' (not in
 * template-parts mode, i.e. for a theme that is not a block theme) and 'Import pattern from
 * JSON', into the list's category when it is one of the person's. A new pattern or part opens
 * in the edit canvas.
 */
export function AddPatternMenu({ categoryId }: { categoryId?: string }) {
  const menu = useMenuStore();
  const { editorSettings } = useBootstrap();
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  const terms = usePatternCategoryTerms();
  const partTitles = usePartTitles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    try {
      const imported = await importPatternFile(
        client,
        store,
        file,
        importCategoryTermId(categoryId, terms ?? []),
      );
      createNotice(patternImportSuccess(imported.title), { status: 'success' });
    } catch (error) {
      createNotice(patternImportFailure(error), { status: 'error' });
    }
  };

  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-record-actions__toggle"
        aria-label="Add New Pattern"
        title="Add New Pattern"
      >
        <PlusIcon />
      </MenuButton>
      {/* Closed, its items are not rendered: a screen's rows mount no menu until one opens. */}
      <Menu store={menu} gutter={4} unmountOnHide className="atelier-record-actions__menu">
        <MenuItem className="atelier-record-actions__item" onClick={() => setDialog('pattern')}>
          Add new pattern
        </MenuItem>
        {editorSettings.isBlockTheme && (
          <MenuItem className="atelier-record-actions__item" onClick={() => setDialog('part')}>
            Add new template part
          </MenuItem>
        )}
        <MenuItem
          className="atelier-record-actions__item"
          onClick={() => fileInput.current?.click()}
        >
          Import pattern from JSON
        </MenuItem>
      </Menu>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="Pattern JSON file"
        onChange={(event) => void onFile(event)}
      />
      {dialog === 'pattern' && (
        <CreatePatternModal
          onClose={close}
          onCreated={(created) => {
            const target = patternLocation({ kind: 'user', id: String(created.id) }, 'edit');
            if (target !== null) navigate(target);
          }}
        />
      )}
      {dialog === 'part' && <CreateTemplatePartModal existingTitles={partTitles} onClose={close} />}
    </>
  );
}
