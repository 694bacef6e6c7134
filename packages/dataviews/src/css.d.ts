// Plain CSS files are imported for their side effect; the app's bundler (Vite) loads them.
declare module '*.css';
