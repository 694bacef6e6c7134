import { useCommandCenter } from '../../commands/CommandCenter';
import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import { Modal } from '../../components/Modal/Modal';
import { entryCombos, SHORTCUT_SECTIONS } from './shortcut-list';

/** The keyboard shortcuts help (access+h): the commands' shortcuts as the registry holds them. */
export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const apple = isApplePlatform();
  const { registry } = useCommandCenter();
  const shortcutsOf = (name: string) => registry.get(name)?.shortcuts;
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose} size="large">
      {SHORTCUT_SECTIONS.map((section) => (
        <section key={section.title} className="atelier-shortcuts" aria-label={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.entries.map((entry) => (
              <li key={entry.description}>
                <span>{entry.description}</span>
                <span className="atelier-shortcuts__keys">
                  {entryCombos(entry, shortcutsOf).map((combo) => (
                    <kbd key={comboLabel(combo, apple)}>{comboLabel(combo, apple)}</kbd>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
