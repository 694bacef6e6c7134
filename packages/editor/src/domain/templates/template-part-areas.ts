/** Template part areas (spec 2 §3) and how they are named. */
export const TEMPLATE_PART_AREAS = Object.freeze([
  { value: 'header', label: 'Header' },
  { value: 'footer', label: 'Footer' },
  { value: 'sidebar', label: 'Sidebar' },
  { value: 'uncategorized', label: 'General' },
]);
