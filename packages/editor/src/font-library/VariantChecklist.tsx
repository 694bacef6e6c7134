import { useEffect, useId, useRef } from 'react';
import { faceStyle, faceWeight, sortFaces, variantName } from './font-faces';
import type { FontFace, FontFamily } from './font-types';

interface VariantChecklistProps {
  family: FontFamily;
  isChecked: (face: FontFace) => boolean;
  onToggle: (face: FontFace) => void;
  /** How much is checked, for 'Select all' (mixed when some). */
  all: 'all' | 'some' | 'none';
  onToggleAll: () => void;
}

function SelectAll({ all, onToggle }: { all: VariantChecklistProps['all']; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = all === 'some';
  }, [all]);
  return (
    <div className="atelier-font-variants__all">
      <input id={id} ref={ref} type="checkbox" checked={all === 'all'} onChange={onToggle} />
      <label htmlFor={id}>Select all</label>
    </div>
  );
}

/**
 * A family's variants as checkboxes, each named and drawn in its weight and style; 'Select all'
 * above them. A family without faces (a system font) is one checkbox with its name.
 */
export function VariantChecklist({
  family,
  isChecked,
  onToggle,
  all,
  onToggleAll,
}: VariantChecklistProps) {
  const id = useId();
  const faces = sortFaces(family.fontFace ?? []);
  if (faces.length === 0) {
    return (
      <ul className="atelier-font-variants">
        <li className="atelier-font-variants__item">
          <input id={id} type="checkbox" checked={all === 'all'} onChange={onToggleAll} />
          <label htmlFor={id} style={{ fontFamily: family.fontFamily }}>
            {family.name}
          </label>
        </li>
      </ul>
    );
  }
  return (
    <>
      <SelectAll all={all} onToggle={onToggleAll} />
      <ul className="atelier-font-variants">
        {faces.map((face, index) => {
          const faceId = `${id}-${index}`;
          return (
            <li
              key={`${faceWeight(face)}-${faceStyle(face)}`}
              className="atelier-font-variants__item"
            >
              <input
                id={faceId}
                type="checkbox"
                checked={isChecked(face)}
                onChange={() => onToggle(face)}
              />
              <label
                htmlFor={faceId}
                style={{
                  fontFamily: family.fontFamily,
                  fontWeight: faceWeight(face).split(' ')[0],
                  fontStyle: faceStyle(face),
                }}
              >
                {variantName(face)}
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}
