import { preloadDialogs } from '../components/Modal/lazy-dialog';

// In the editor the dialogs' code is fetched on the person's first pointer or key press
// (`main.tsx`), usually before a dialog opens; tests open them at once, so their code is in before
// each test file runs. `Modal.test.tsx` covers a dialog opened before its code has arrived.
await preloadDialogs();
