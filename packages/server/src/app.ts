import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';

import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { registerAdminRoutes } from './admin/admin-routes.js';
import type { AppContext } from './app-context.js';
import { authenticate } from './auth/authenticate.js';
import { ANONYMOUS } from './auth/current-user.js';
import { registerCollabRoutes } from './collab/collab-routes.js';
import { fastifyTrustProxy } from './config.js';
import './http/fastify-types.js';
import { AppError, invalidJson, noRoute } from './errors/app-error.js';
import { registerFontCollectionFiles } from './fonts/collections/collection-file-routes.js';
import { registerFontFiles } from './fonts/font-files-route.js';
import { errorBody } from './http/error-body.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerLoginRoutes } from './login/login-routes.js';
import { MAX_UPLOAD_BYTES } from './media/image-sizes.js';
import { createRestRouter } from './rest/all-routes.js';
import { SiteContentCache } from './site/content-memo.js';
import { registerPublicRoutes } from './site/public-routes.js';

export interface BuildAppOptions {
  /** Fastify logger options; false silences logging (tests). */
  logger?: FastifyServerOptions['logger'];
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

function isRestUrl(url: string): boolean {
  return url === '/wp-json' || url.startsWith('/wp-json/') || url.startsWith('/wp-json?');
}

/** Builds the whole HTTP app on a database and theme folder; nothing listens until the caller says. */
export async function buildApp(
  app: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(app.config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // One structured line per request.
  fastify.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  registerSecurityHeaders(fastify);

  // Dynamic answers (pages, JSON) are gzipped when large enough; the editor's static files are
  // compressed once at build time and served as they are (see admin-routes.ts).
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'deflate'],
  });
  await fastify.register(fastifyCookie);
  await fastify.register(fastifyFormbody);
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
  });
  // Raw uploads (`Content-Type: image/jpeg` with Content-Disposition), as WordPress accepts them.
  fastify.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  // JSON bodies: an empty body is an empty object; malformed JSON is the standard REST error.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        done(invalidJson(error instanceof Error ? error.message : undefined), undefined);
      }
    },
  );

  fastify.decorateRequest('auth', { getter: () => ANONYMOUS, setter: () => undefined });
  fastify.addHook('onRequest', async (request) => {
    Object.defineProperty(request, 'auth', {
      value: await authenticate(app.db, request, isRestUrl(request.url)),
      writable: true,
      configurable: true,
    });
  });

  fastify.setErrorHandler<FastifyError>((error, request, reply) => {
    const rest = isRestUrl(request.url);
    let restError: AppError;
    if (error instanceof AppError) restError = error;
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      restError = new AppError('rest_body_too_large', 'The request body is too large.', 413);
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      restError = new AppError('rest_unsupported_media_type', 'Unsupported content type.', 415);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      restError = new AppError('rest_invalid_request', error.message, error.statusCode);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      restError = new AppError('rest_internal_error', 'An internal error occurred.', 500);
    }
    reply.code(restError.status);
    if (rest) return reply.type('application/json; charset=utf-8').send(errorBody(restError));
    return reply.type('text/plain; charset=utf-8').send(restError.message);
  });

  // Unknown API routes and methods; the public site answers every other path itself.
  fastify.setNotFoundHandler((request, reply) => {
    if (isRestUrl(request.url)) return reply.code(404).send(errorBody(noRoute()));
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><title>Page not found</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p>',
      );
  });

  const rest = createRestRouter();
  rest.mount(fastify, app);
  registerFontCollectionFiles(fastify, app.fontCollections);
  registerLoginRoutes(fastify, app);
  // What the public site's pages are made of, per site content version; the editor page takes
  // the canvas's site stylesheet from it too.
  const content = new SiteContentCache();
  // The editor page answers its first screen's reads in process (admin/ never imports rest/).
  registerAdminRoutes(fastify, app, (path, request) => rest.read(path, request, app), content);
  await registerCollabRoutes(fastify, app, (path, request) => rest.read(path, request, app));
  registerPublicRoutes(fastify, app, content);
  const uploads = join(app.config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: uploads,
    prefix: '/wp-content/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });
  await registerFontFiles(fastify, app);

  return fastify;
}
