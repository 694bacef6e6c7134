import { describe, expect, it } from 'vitest';
import { mergedGlobalStyles } from './merged-styles';
import { layoutFeatures, stylePanels } from './style-panels';

describe('which Styles screens a theme supports', () => {
  it('shows all three for a theme with appearance tools and layout sizes', () => {
    const { settings } = mergedGlobalStyles(
      { settings: { appearanceTools: true, layout: { contentSize: '680px', wideSize: '1200px' } } },
      null,
    );
    expect(stylePanels(settings)).toEqual({ typography: true, colors: true, layout: true });
    expect(layoutFeatures(settings)).toEqual({
      contentSize: true,
      wideSize: true,
      padding: true,
      margin: true,
      blockGap: true,
      minHeight: true,
    });
  });

  it('leaves Layout out when the theme declares no sizes and no spacing controls', () => {
    const { settings } = mergedGlobalStyles({ settings: {} }, null);
    expect(stylePanels(settings).layout).toBe(false);
  });

  it('shows only the layout controls a theme turns on', () => {
    const features = layoutFeatures({
      layout: { contentSize: '640px' },
      spacing: { padding: true, blockGap: false },
      appearanceTools: false,
    });
    expect(features).toEqual({
      contentSize: true,
      wideSize: false,
      padding: true,
      margin: false,
      blockGap: false,
      minHeight: false,
    });
    expect(layoutFeatures({ appearanceTools: true, spacing: { blockGap: false } }).blockGap).toBe(
      false,
    );
  });

  it('leaves Typography and Colors out when the theme turns off every preset and custom value', () => {
    const settings = {
      typography: { customFontSize: false },
      color: { custom: false, palette: { theme: [] } },
    };
    expect(stylePanels(settings)).toEqual({ typography: false, colors: false, layout: false });
  });
});
