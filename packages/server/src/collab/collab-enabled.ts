import { AppError } from '../errors/app-error.js';

/**
 * Whether real-time co-editing is on: only with `ATELIER_COLLAB=on` (case and spaces ignored)
 * while it is being finished (docs/decisions.md, "Real-time co-editing", "Off by default"). The editor learns it from its bootstrap (`collab`); when it is off the collaboration
 * endpoint answers 404 `rest_collab_disabled` and every save goes through REST alone.
 */
export function isCollabEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.ATELIER_COLLAB ?? '').trim().toLowerCase() === 'on';
}

/** The answer of the collaboration endpoint while co-editing is turned off. */
export const collabDisabled = () =>
  new AppError('rest_collab_disabled', 'Real-time co-editing is turned off on this site.', 404);
