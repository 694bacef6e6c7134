// The left panel's two contents (spec 1 §2.7), in one on-demand chunk (`editing-parts.ts`).
export { Inserter } from './inserter/Inserter';
export { ListView } from './list-view/ListView';
