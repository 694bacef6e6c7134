/** The server's public entry points, for tools that embed Atelier (nothing in this repository imports them). */
export { buildApp } from './app.js';
export type { AppContext } from './app-context.js';
export { readConfig, type ServerConfig } from './config.js';
export { type RunningServer, startServer } from './start-server.js';
