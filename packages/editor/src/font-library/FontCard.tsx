import { ChevronRightIcon } from '../components/icons';
import { variantCount } from './font-faces';
import type { FontFamily } from './font-types';

interface FontCardProps {
  family: FontFamily;
  /** e.g. '2/4 variants active'; the variant count when omitted. */
  detail?: string;
  onClick: () => void;
}

/**
 * A family in a list: its name (drawn in the family itself, or as the collection's preview
 * picture), how many variants it has, and a chevron to its details.
 */
export function FontCard({ family, detail, onClick }: FontCardProps) {
  return (
    <li className="atelier-font-card">
      <button type="button" className="atelier-font-card__button" onClick={onClick}>
        {family.preview ? (
          <img className="atelier-font-card__preview" src={family.preview} alt={family.name} />
        ) : (
          <span className="atelier-font-card__name" style={{ fontFamily: family.fontFamily }}>
            {family.name}
          </span>
        )}
        <span className="atelier-font-card__detail">{detail ?? variantCount(family)}</span>
        <ChevronRightIcon />
      </button>
    </li>
  );
}
