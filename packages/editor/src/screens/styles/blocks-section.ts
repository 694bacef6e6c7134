// The Blocks section of the Styles sidebar (`/blocks` and a block type's screen): one chunk,
// fetched when the section opens (`StylesSidebar.tsx`). It lists every core block type, so it
// brings the block types' definitions, which no other screen of the sidebar draws with.
export { BlocksScreen } from './BlocksScreen';
export { BlocksTypeScreen } from './BlocksTypeScreen';
