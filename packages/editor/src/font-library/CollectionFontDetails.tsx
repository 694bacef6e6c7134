import type { RestFontCollectionFamily } from '@atelier/blocks/rest';
import { useState } from 'react';
import { ChevronLeftIcon } from '../components/icons';
import { FontFaceStyles } from './FontFaceStyles';
import { downloadFaceFiles, type FetchAsset } from './font-api';
import { faceKey } from './font-faces';
import { type FontLibraryNotice, INSTALL_SUCCESS } from './font-notices';
import { type FontFace, readFontFamily } from './font-types';
import { installNotice } from './install-notice';
import type { FontLibrary } from './use-font-library';
import { VariantChecklist } from './VariantChecklist';
import '../ui/button.css';

interface CollectionFontDetailsProps {
  item: RestFontCollectionFamily;
  library: FontLibrary;
  onBack: () => void;
  onNotice: (notice: FontLibraryNotice | null) => void;
  fetchAsset?: FetchAsset;
}

/**
 * A collection family: its faces to pick (all of them at first), and 'Install', which fetches
 * the picked faces' files and installs them through the install flow (spec 3 §4).
 */
export function CollectionFontDetails({
  item,
  library,
  onBack,
  onNotice,
  fetchAsset,
}: CollectionFontDetailsProps) {
  const family = readFontFamily(item.font_family_settings);
  const faces = family?.fontFace ?? [];
  const [picked, setPicked] = useState(() => new Set(faces.map(faceKey)));
  if (family === null) return null;
  const isPicked = (face: FontFace) => picked.has(faceKey(face));
  const toggle = (face: FontFace) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(faceKey(face))) next.delete(faceKey(face));
      else next.add(faceKey(face));
      return next;
    });
  const all = picked.size === 0 ? 'none' : picked.size >= faces.length ? 'all' : 'some';
  const nothingPicked = faces.length > 0 && picked.size === 0;
  const install = async () => {
    if (nothingPicked || library.isInstalling) return;
    onNotice(null);
    try {
      const chosen = faces.filter(isPicked);
      const withFiles = [];
      for (const face of chosen) {
        withFiles.push({ ...face, file: await downloadFaceFiles(face, fetchAsset) });
      }
      await library.install([{ ...family, fontFace: withFiles }]);
      onNotice({ status: 'success', message: INSTALL_SUCCESS });
    } catch (error) {
      onNotice(installNotice(error));
    }
  };
  return (
    <div className="atelier-font-details">
      <FontFaceStyles families={[family]} />
      <div className="atelier-font-details__header">
        <button type="button" className="atelier-font-details__back" onClick={onBack}>
          <ChevronLeftIcon />
          Back
        </button>
        <h3 className="atelier-font-details__title">{family.name}</h3>
      </div>
      <p className="atelier-font-details__hint">Select font variants to install.</p>
      <VariantChecklist
        family={family}
        isChecked={isPicked}
        onToggle={toggle}
        all={faces.length === 0 ? 'all' : all}
        onToggleAll={() => setPicked(all === 'all' ? new Set() : new Set(faces.map(faceKey)))}
      />
      <div className="atelier-font-library__footer">
        <button
          type="button"
          className="atelier-button"
          aria-disabled={nothingPicked || library.isInstalling}
          onClick={install}
        >
          {library.isInstalling ? 'Installing…' : 'Install'}
        </button>
      </div>
    </div>
  );
}
