import {
  type BoxKey,
  boxSupport,
  isBoxMixed,
  readBoxChoice,
  type Side,
  withBox,
} from '../box-sides';
import { useInspectedBlockState } from '../inspected-block';
import type { PresetGroup } from '../preset-options';
import type { StyleObject } from '../style-path';
import { LinkToggle } from './LinkToggle';
import { PresetPicker } from './PresetPicker';

interface SpacingBoxControlProps {
  /** 'Padding' or 'Margin'. */
  label: string;
  box: BoxKey;
  /** `supports.spacing.padding` / `margin`: `true` or a list of sides or axes. */
  support: boolean | readonly string[] | undefined;
  value: StyleObject;
  groups: readonly PresetGroup[];
  onChange(next: StyleObject, typing?: boolean): void;
}

/**
 * Padding or margin as the block editor offers it, in a group named by the box: one value for
 * every side, or (unlinked) one per side the block supports — or per axis. Mixed values open
 * unlinked. The toggle keeps its place (and focus) when it switches.
 */
export function SpacingBoxControl({
  label,
  box,
  support,
  value,
  groups,
  onChange,
}: SpacingBoxControlProps) {
  const { sides, controls } = boxSupport(support);
  const [linked, setLinked] = useInspectedBlockState(() => !isBoxMixed(value, box, sides));
  const canUnlink = controls.length > 1;
  const picker = (key: string, pickerLabel: string, written: readonly Side[], framed: boolean) => (
    <PresetPicker
      key={key}
      label={pickerLabel}
      framed={framed}
      groups={groups}
      value={readBoxChoice(value, box, written)}
      placeholder={isBoxMixed(value, box, written) ? 'Mixed' : undefined}
      onChange={(choice, typing) => onChange(withBox(value, box, written, choice), typing)}
    />
  );
  return (
    <fieldset className="atelier-inspector__field atelier-inspector__box">
      <legend>{label}</legend>
      {canUnlink && <LinkToggle linked={linked} onChange={setLinked} />}
      {linked || !canUnlink
        ? picker('all', label, sides, false)
        : controls.map((control) =>
            picker(control.id, `${control.label} ${label.toLowerCase()}`, control.sides, true),
          )}
    </fieldset>
  );
}
