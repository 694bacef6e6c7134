import { comboLabel, isApplePlatform } from '../../commands/key-combo';
import { Modal } from '../../components/Modal/Modal';
import { SHORTCUT_SECTIONS } from './shortcut-list';

/** The keyboard shortcuts help (access+h). */
export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const apple = isApplePlatform();
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
                  {entry.combos.map((combo) => (
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
