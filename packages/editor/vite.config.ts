import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the built files under /wp-admin/build/ and finds the entry through the manifest
// (key `src/main.tsx`), so there is no index.html: the HTML page comes from the server.
export default defineConfig({
  base: '/wp-admin/build/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: 'src/main.tsx' },
  },
});
