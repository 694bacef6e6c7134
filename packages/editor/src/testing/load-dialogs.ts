import { preloadDialogs } from '../components/Modal/lazy-dialog';

// In the editor the dialogs' code is fetched once the page has settled (`main.tsx`), before a
// person can open one; a test opens them at once, so their code is in before each test file runs,
// as in a settled page. `Modal.test.tsx` covers a dialog opened before its code has arrived.
await preloadDialogs();
