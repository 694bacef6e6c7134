import { AppError } from '../errors/app-error.js';

/**
 * Whether real-time co-editing is on: always, unless `ATELIER_COLLAB=off` (case and spaces
 * ignored; docs/decisions.md, "Real-time co-editing", "On by default"). The editor learns it from
 * its bootstrap (`collab`); when it is off the collaboration endpoint answers 404
 * `rest_collab_disabled` and every save goes through REST alone.
 */
export function isCollabEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.ATELIER_COLLAB ?? '').trim().toLowerCase() !== 'off';
}

/** The answer of the collaboration endpoint while co-editing is turned off. */
export const collabDisabled = () =>
  new AppError('rest_collab_disabled', 'Real-time co-editing is turned off on this site.', 404);
