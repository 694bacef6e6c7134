// Draws a line of text as SVG outlines with fontkit, so a preview shows the typeface without the
// font being loaded: the glyphs are laid out by the font itself (kerning, ligatures), then their
// outlines are flipped to SVG's downward y axis and joined into one path.

/** Rounds the numbers of path data to one decimal place: a preview needs no more. */
function roundPathData(data) {
  return data.replace(/-?\d*\.\d+(?:e-?\d+)?/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

function escapeXml(text) {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The SVG of `text` set in `font` (a fontkit font of a static face) at `fontSize` px: as wide as
 * the text, as tall as the font's ascent and descent, grown to any outline that reaches past them.
 */
export function glyphPreviewSvg(font, text, fontSize = 24) {
  const scale = fontSize / font.unitsPerEm;
  const ascent = font.ascent * scale;
  const descent = -font.descent * scale;
  const run = font.layout(text);
  const box = { minX: 0, minY: 0, maxX: 0, maxY: ascent + descent };
  const parts = [];
  let advance = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const outline = glyph.path
      .scale(scale, -scale)
      .translate((advance + position.xOffset) * scale, ascent - position.yOffset * scale);
    advance += position.xAdvance;
    if (outline.commands.length === 0) return;
    const bbox = outline.bbox;
    box.minX = Math.min(box.minX, bbox.minX);
    box.minY = Math.min(box.minY, bbox.minY);
    box.maxX = Math.max(box.maxX, bbox.maxX);
    box.maxY = Math.max(box.maxY, bbox.maxY);
    parts.push(roundPathData(outline.toSVG()));
  });
  if (parts.length === 0) throw new Error(`No outlines for "${text}" in ${font.familyName}`);
  box.maxX = Math.max(box.maxX, advance * scale);
  const minX = Math.floor(box.minX);
  const minY = Math.floor(box.minY);
  const width = Math.ceil(box.maxX) - minX;
  const height = Math.ceil(box.maxY) - minY;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX} ${minY} ${width} ${height}" ` +
    `width="${width}" height="${height}" role="img"><title>${escapeXml(text)}</title>` +
    `<path d="${parts.join('')}"/></svg>\n`
  );
}
