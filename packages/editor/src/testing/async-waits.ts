import { configure } from '@testing-library/react';

// How long `findBy…` and `waitFor` wait for what a test expects to appear. The library's one
// second is less than a busy CI machine can take to import a part that loads on demand (a menu,
// a dialog) or to run a debounced search; a test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5000 });
