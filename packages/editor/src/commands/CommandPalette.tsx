import { Dialog } from '@ariakit/react';
import {
  type KeyboardEvent,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { fillTypedField } from '../app/typed-ahead/typed-ahead-slot';
import { SearchIcon } from '../ui/icons';
import { type Command, type CommandRegistry, paletteList } from './command-registry';
import { comboLabel, isApplePlatform } from './key-combo';
import './CommandPalette.css';

interface CommandPaletteProps<Context> {
  registry: CommandRegistry<Context>;
  context: Context;
  /** The names of the recently run commands, most recent first (they are listed first). */
  recent: readonly string[];
  /** A command was chosen: the palette has closed, the command runs next. */
  onRun(name: string): void;
  onClose(): void;
  /** Text typed before the palette opened, taken once as its first query. */
  takeTypedAhead?: () => string;
}

/**
 * The command palette (primary+k): a search field over the available commands of the registry
 * (recently run first); arrows move, Enter runs, Escape closes. Focus stays inside while it is open.
 */
export function CommandPalette<Context>({
  registry,
  context,
  recent,
  onRun,
  onClose,
  takeTypedAhead,
}: CommandPaletteProps<Context>) {
  const [query, setQuery] = useState('');
  // What was typed before is taken as the search field is put on the page, and the field takes
  // the focus in the same moment, so no key falls between the two. Not while rendering: React may
  // throw a first render away (a busy machine, a store changed meanwhile) and render again, and
  // keys taken by that render would be gone.
  const typedTaken = useRef(false);
  const takeTypedInto = useCallback(
    (field: HTMLInputElement | null) => {
      if (field === null || typedTaken.current) return;
      typedTaken.current = true;
      const typed = takeTypedAhead?.() ?? '';
      setQuery(typed);
      fillTypedField(field, typed);
    },
    [takeTypedAhead],
  );
  const [active, setActive] = useState(0);
  const listId = useId();
  const apple = isApplePlatform();
  // Commands registered while the palette is open (once what they need is read) are listed too.
  const version = useSyncExternalStore(registry.subscribe, registry.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says the registry, which changes in place, has other commands.
  const matches = useMemo(
    () => paletteList(registry.available(context), query, recent),
    [registry, context, query, recent, version],
  );
  const current = Math.min(active, Math.max(0, matches.length - 1));
  const runCommand = (command: Command<Context> | undefined) => {
    if (command === undefined) return;
    onClose();
    onRun(command.name);
    command.run(context);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % Math.max(1, matches.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      runCommand(matches[current]);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Dialog
      open
      onClose={onClose}
      className="atelier-command-palette"
      aria-label="Command palette"
      backdrop={<div className="atelier-modal__backdrop" />}
    >
      <div className="atelier-command-palette__search">
        <SearchIcon />
        <input
          ref={takeTypedInto}
          className="atelier-command-palette__input"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={matches.length > 0 ? optionId(current) : undefined}
          aria-label="Search commands and settings"
          placeholder="Search commands and settings"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Commands"
        className="atelier-command-palette__list"
      >
        {matches.length === 0 && (
          <p className="atelier-command-palette__empty">No results found.</p>
        )}
        {matches.map((command, index) => {
          const shortcut = command.shortcuts?.[0];
          return (
            <div
              key={command.name}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === current}
              aria-label={
                command.detail === undefined ? undefined : `${command.label}, ${command.detail}`
              }
              className="atelier-command-palette__option"
              onMouseMove={() => setActive(index)}
              onClick={() => runCommand(command)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') runCommand(command);
              }}
            >
              <span>{command.label}</span>
              {command.detail !== undefined && (
                <span className="atelier-command-palette__detail">{command.detail}</span>
              )}
              {shortcut !== undefined && <kbd>{comboLabel(shortcut, apple)}</kbd>}
            </div>
          );
        })}
      </div>
    </Dialog>
  );
}
