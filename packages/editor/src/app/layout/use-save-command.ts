import { useMemo, useRef } from 'react';
import { useRegisterCommands } from '../../commands/CommandCenter';
import { saveCommand } from '../../commands/site-commands';
import { useSaveFlow } from '../../components/save/SaveFlowProvider';

/** Registers Save (primary+s) in the site editor's registry: it runs the save flow's button. */
export function useSaveCommand(): void {
  const flow = useSaveFlow();
  // The button's state changes with every edit: the command reads the latest.
  const latest = useRef(flow);
  latest.current = flow;
  const commands = useMemo(
    () => [
      saveCommand(() => {
        if (!latest.current.button.disabled) latest.current.run();
      }),
    ],
    [],
  );
  useRegisterCommands(commands);
}
