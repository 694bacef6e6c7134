import type { ThemeJson } from '../types/theme-json';
import { deepFreeze } from '../values/deep-freeze';

/** The core palette. Its slugs match the ones block content carries (`has-vivid-red-color`). */
const DEFAULT_PALETTE = [
  { name: 'Black', slug: 'black', color: '#000000' },
  { name: 'Cyan bluish gray', slug: 'cyan-bluish-gray', color: '#abb8c3' },
  { name: 'White', slug: 'white', color: '#ffffff' },
  { name: 'Pale pink', slug: 'pale-pink', color: '#f78da7' },
  { name: 'Vivid red', slug: 'vivid-red', color: '#cf2e2e' },
  { name: 'Luminous vivid orange', slug: 'luminous-vivid-orange', color: '#ff6900' },
  { name: 'Luminous vivid amber', slug: 'luminous-vivid-amber', color: '#fcb900' },
  { name: 'Light green cyan', slug: 'light-green-cyan', color: '#7bdcb5' },
  { name: 'Vivid green cyan', slug: 'vivid-green-cyan', color: '#00d084' },
  { name: 'Pale cyan blue', slug: 'pale-cyan-blue', color: '#8ed1fc' },
  { name: 'Vivid cyan blue', slug: 'vivid-cyan-blue', color: '#0693e3' },
  { name: 'Vivid purple', slug: 'vivid-purple', color: '#9b51e0' },
] as const;

const DEFAULT_GRADIENTS = [
  {
    name: 'Vivid cyan blue to vivid purple',
    slug: 'vivid-cyan-blue-to-vivid-purple',
    gradient: 'linear-gradient(135deg, #0693e3 0%, #9b51e0 100%)',
  },
  {
    name: 'Light green cyan to vivid green cyan',
    slug: 'light-green-cyan-to-vivid-green-cyan',
    gradient: 'linear-gradient(135deg, #7adcb4 0%, #00d082 100%)',
  },
  {
    name: 'Luminous vivid amber to luminous vivid orange',
    slug: 'luminous-vivid-amber-to-luminous-vivid-orange',
    gradient: 'linear-gradient(135deg, #fcb900 0%, #ff6900 100%)',
  },
  {
    name: 'Luminous vivid orange to vivid red',
    slug: 'luminous-vivid-orange-to-vivid-red',
    gradient: 'linear-gradient(135deg, #ff6900 0%, #cf2e2e 100%)',
  },
  {
    name: 'Very light gray to cyan bluish gray',
    slug: 'very-light-gray-to-cyan-bluish-gray',
    gradient: 'linear-gradient(135deg, #eeeeee 0%, #a9b8c3 100%)',
  },
  {
    name: 'Blush light purple',
    slug: 'blush-light-purple',
    gradient: 'linear-gradient(135deg, #ffceec 0%, #9896f0 100%)',
  },
  {
    name: 'Midnight',
    slug: 'midnight',
    gradient: 'linear-gradient(135deg, #020381 0%, #2874fc 100%)',
  },
] as const;

const DEFAULT_DUOTONE = [
  { name: 'Dark grayscale', slug: 'dark-grayscale', colors: ['#000000', '#7f7f7f'] },
  { name: 'Grayscale', slug: 'grayscale', colors: ['#000000', '#ffffff'] },
  { name: 'Purple and yellow', slug: 'purple-yellow', colors: ['#8c00b7', '#fcff41'] },
  { name: 'Blue and red', slug: 'blue-red', colors: ['#000097', '#ff4747'] },
  { name: 'Midnight', slug: 'midnight', colors: ['#000000', '#00a5ff'] },
  { name: 'Magenta and yellow', slug: 'magenta-yellow', colors: ['#c7005a', '#fff278'] },
  { name: 'Purple and green', slug: 'purple-green', colors: ['#a60072', '#67ff66'] },
  { name: 'Blue and orange', slug: 'blue-orange', colors: ['#1900d8', '#ffa96b'] },
] as const;

const DEFAULT_FONT_SIZES = [
  { name: 'Small', slug: 'small', size: '13px' },
  { name: 'Medium', slug: 'medium', size: '20px' },
  { name: 'Large', slug: 'large', size: '36px' },
  { name: 'Extra Large', slug: 'x-large', size: '42px' },
] as const;

const DEFAULT_SHADOWS = [
  { name: 'Natural', slug: 'natural', shadow: '6px 6px 9px rgba(0, 0, 0, 0.2)' },
  { name: 'Deep', slug: 'deep', shadow: '12px 12px 50px rgba(0, 0, 0, 0.4)' },
  { name: 'Sharp', slug: 'sharp', shadow: '6px 6px 0px rgba(0, 0, 0, 0.2)' },
  { name: 'Outlined', slug: 'outlined', shadow: '6px 6px 0px -3px #ffffff, 6px 6px #000000' },
  { name: 'Crisp', slug: 'crisp', shadow: '6px 6px 0px #000000' },
] as const;

const coreDefaults: ThemeJson = {
  version: 3,
  settings: {
    appearanceTools: false,
    useRootPaddingAwareAlignments: false,
    border: { color: false, radius: false, style: false, width: false },
    color: {
      background: true,
      custom: true,
      customDuotone: true,
      customGradient: true,
      defaultDuotone: true,
      defaultGradients: true,
      defaultPalette: true,
      duotone: DEFAULT_DUOTONE,
      gradients: DEFAULT_GRADIENTS,
      link: false,
      palette: DEFAULT_PALETTE,
      text: true,
    },
    dimensions: { aspectRatio: false, minHeight: false },
    layout: {},
    shadow: { defaultPresets: true, presets: DEFAULT_SHADOWS },
    spacing: {
      blockGap: null,
      customSpacingSize: true,
      defaultSpacingSizes: true,
      margin: false,
      padding: false,
      spacingScale: { operator: '*', increment: 1.5, steps: 7, mediumStep: 1.5, unit: 'rem' },
      units: ['px', 'em', 'rem', 'vh', 'vw', '%'],
    },
    typography: {
      customFontSize: true,
      defaultFontSizes: true,
      dropCap: true,
      fontSizes: DEFAULT_FONT_SIZES,
      fontStyle: true,
      fontWeight: true,
      letterSpacing: true,
      lineHeight: false,
      textColumns: false,
      textDecoration: true,
      textTransform: true,
      writingMode: false,
    },
  },
  styles: {
    spacing: { blockGap: '24px' },
    elements: {
      link: { typography: { textDecoration: 'underline' } },
      button: {
        border: { width: '0' },
        color: { background: '#32373c', text: '#ffffff' },
        spacing: { padding: 'calc(0.667em + 2px) calc(1.333em + 2px)' },
        typography: {
          fontFamily: 'inherit',
          fontSize: 'inherit',
          lineHeight: 'inherit',
          textDecoration: 'none',
        },
      },
      caption: {
        typography: { fontSize: '13px' },
        spacing: { margin: { top: '0.5em', bottom: '1em' } },
      },
      cite: { typography: { fontStyle: 'normal' } },
    },
    blocks: {
      'core/quote': { typography: { fontStyle: 'normal' } },
      'core/separator': { color: { text: 'currentColor' } },
    },
  },
};

/**
 * Core defaults (origin `default`), deeply frozen: the presets and element styles every site
 * starts from, before the theme, a style variation and the user's changes are layered on top.
 */
export const CORE_DEFAULTS: ThemeJson = deepFreeze(coreDefaults);
