import type { FastifyRequest } from 'fastify';
import { siteOrigin } from '../http/site-url.js';
import { PageCache } from '../site/page-cache.js';
import { scriptSafeJson } from './editor-bootstrap.js';
import { type PreloadedAnswer, preloadAnswers, type RestReader } from './editor-preload.js';

/** The preloaded answers of one first screen, and the same serialised for the bootstrap blob. */
export interface PreloadedAnswers {
  answers: Record<string, PreloadedAnswer>;
  json: string;
}

/** How many first screens (user × site address × theme preview × reads) one process keeps. */
const MAX_ENTRIES = 200;

/**
 * The first screens' preloaded REST answers, computed once per site content version: the editor's
 * page answers the same reads of the same user from memory until a write bumps the version (every
 * write does, in the database, so no instance serves answers older than a save).
 */
export class EditorPreloadCache {
  private readonly answers = new PageCache<PreloadedAnswers>(MAX_ENTRIES);

  constructor(private readonly read: RestReader) {}

  /**
   * The answers to `paths` for this request's user, from memory when the site has not changed
   * since `version` (the site content version, read before anything else of the page).
   */
  async answer(
    request: FastifyRequest,
    version: number,
    paths: readonly string[],
  ): Promise<PreloadedAnswers> {
    const preview = (request.query as Record<string, string | undefined>).wp_theme_preview ?? '';
    const key = [request.auth.user?.id ?? 0, siteOrigin(request), preview, ...paths].join('\n');
    const kept = this.answers.get(version, key);
    if (kept) return kept;
    const answers = await preloadAnswers(this.read, request, paths);
    const fresh = { answers, json: scriptSafeJson(answers) };
    this.answers.set(version, key, fresh);
    return fresh;
  }
}
