/** The colours of one example picture: sky, sun, far and near hills. */
interface PictureColours {
  sky: string;
  sun: string;
  far: string;
  near: string;
}

const MEADOW: PictureColours = { sky: '#cfe3f1', sun: '#f6c96b', far: '#8fb39a', near: '#4f7a5e' };

const PICTURES: readonly PictureColours[] = [
  MEADOW,
  { sky: '#f3d9c4', sun: '#e98f5d', far: '#b78b73', near: '#7a5746' },
  { sky: '#d9d4ec', sun: '#f2e6a7', far: '#8d88b5', near: '#575283' },
];

/**
 * A drawn landscape (sky, sun, two hills) as a `data:` URL, for block examples: previews show a
 * picture without a file on the server or a request to another site. `index` picks one of three
 * colourings (it wraps round).
 */
export function examplePicture(index = 0): string {
  const { sky, sun, far, near } = PICTURES[Math.abs(index) % PICTURES.length] ?? MEADOW;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600">',
    `<rect width="900" height="600" fill="${sky}"/>`,
    `<circle cx="660" cy="190" r="80" fill="${sun}"/>`,
    `<path d="M0 400 Q220 250 450 360 T900 330 V600 H0 Z" fill="${far}"/>`,
    `<path d="M0 480 Q300 380 560 470 T900 450 V600 H0 Z" fill="${near}"/>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
