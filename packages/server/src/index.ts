/** The server's public entry points, for tools that embed Atelier (the CLI and `npm start` use them). */
export { buildApp } from './app.js';
export type { AppContext } from './app-context.js';
export { readConfig, type ServerConfig } from './config.js';
export { type RunningServer, startServer } from './start-server.js';
