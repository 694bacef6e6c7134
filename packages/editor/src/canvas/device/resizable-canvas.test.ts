import { describe, expect, it } from 'vitest';
import {
  canResizeCanvas,
  clampWidth,
  dragWidth,
  frameHeight,
  isFullWidth,
  minimumWidth,
  RESIZE,
  widthAfterKey,
} from './resizable-canvas';

describe('resizable canvas', () => {
  it('keeps the spec constants', () => {
    expect(RESIZE).toMatchObject({
      minWidthLayout: 300,
      minWidthEditor: 320,
      step: 20,
      shiftMultiplier: 5,
      maxRatio: 1.5,
      fullWidthBreakpoint: 1300,
    });
    expect(RESIZE.aspectRatio).toBeCloseTo(9 / 19.5);
  });

  it('follows a drag of the centred frame 2:1, within its limits', () => {
    expect(dragWidth(1000, -200, 1000)).toBe(600);
    expect(dragWidth(600, 50, 1000)).toBe(700);
    expect(dragWidth(600, -400, 1000)).toBe(320);
    expect(dragWidth(1000, 600, 1000)).toBe(1500);
  });

  it('clamps to the minimum of the context and 150 % of the start width', () => {
    expect(minimumWidth('editor')).toBe(320);
    expect(minimumWidth('layout')).toBe(300);
    expect(clampWidth(100, 800, 'editor')).toBe(320);
    expect(clampWidth(100, 800, 'layout')).toBe(300);
    expect(clampWidth(5000, 800, 'editor')).toBe(1200);
    expect(clampWidth(640, 800, 'editor')).toBe(640);
  });

  it('arrow keys step by 20, by 100 with Shift, and stay in bounds', () => {
    expect(widthAfterKey(600, 'ArrowLeft', false, 800, 'editor')).toBe(580);
    expect(widthAfterKey(600, 'ArrowRight', false, 800, 'editor')).toBe(620);
    expect(widthAfterKey(600, 'ArrowLeft', true, 800, 'editor')).toBe(500);
    expect(widthAfterKey(330, 'ArrowLeft', true, 800, 'editor')).toBe(320);
    expect(widthAfterKey(1190, 'ArrowRight', true, 800, 'editor')).toBe(1200);
    expect(widthAfterKey(600, 'ArrowUp', false, 800, 'editor')).toBeNull();
  });

  it('snaps to full width at the 1300 breakpoint', () => {
    expect(isFullWidth(null)).toBe(true);
    expect(isFullWidth(1300)).toBe(true);
    expect(isFullWidth(1299)).toBe(false);
  });

  it('derives the frame height from the 9 / 19.5 aspect ratio', () => {
    expect(frameHeight(360, 2000)).toBe(780);
    expect(frameHeight(360, 500)).toBe(500);
  });
});

describe('canResizeCanvas (spec 1 §4.7)', () => {
  const base = { entityName: 'wp_template_part', canvasMode: 'edit' as const, isWideScreen: true };
  it('allows resizing a part or pattern in focus mode on a wide screen', () => {
    expect(canResizeCanvas(base)).toBe(true);
    expect(canResizeCanvas({ ...base, entityName: 'wp_block' })).toBe(true);
  });
  it('refuses it for templates and pages, in view mode, on small screens and for a part start', () => {
    expect(canResizeCanvas({ ...base, entityName: 'wp_template' })).toBe(false);
    expect(canResizeCanvas({ ...base, entityName: 'page' })).toBe(false);
    expect(canResizeCanvas({ ...base, canvasMode: 'view' })).toBe(false);
    expect(canResizeCanvas({ ...base, isWideScreen: false })).toBe(false);
    expect(canResizeCanvas({ ...base, isTemplatePartStart: true })).toBe(false);
  });
});
