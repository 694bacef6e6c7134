import { resolveNestedPatterns } from '../../patterns/nested-patterns.js';
import { patternCategoryList } from '../../patterns/pattern-categories.js';
import type { ThemePattern } from '../../patterns/pattern-header.js';
import { requestTheme } from '../request-theme.js';
import type { RestRequest, RestRoute } from '../router.js';

async function themePatterns(request: RestRequest): Promise<ThemePattern[]> {
  const theme = await requestTheme(request);
  if (!theme) return [];
  const files = request.app.themes.filesOf(theme);
  await files.logPatternProblemsOnce(request.raw.log);
  return files.patterns();
}

function present(pattern: ThemePattern) {
  return {
    name: pattern.name,
    title: pattern.title,
    content: pattern.content,
    description: pattern.description,
    viewport_width: pattern.viewportWidth,
    inserter: pattern.inserter,
    categories: pattern.categories,
    keywords: pattern.keywords,
    block_types: pattern.blockTypes,
    post_types: pattern.postTypes,
    template_types: pattern.templateTypes,
    source: 'theme',
  };
}

/** `/wp/v2/block-patterns/patterns` and `/categories`: the active (or previewed) theme's patterns. */
export const blockPatternsRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/block-patterns/patterns',
    permission: 'edit_posts',
    // Nested `wp:pattern` references are resolved, as WordPress 6.4+ answers.
    handler: async (request) => ({
      body: resolveNestedPatterns(await themePatterns(request)).map(present),
    }),
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/block-patterns/categories',
    permission: 'edit_posts',
    handler: async (request) => {
      // Every known category, the theme's registered ones, and any a theme pattern uses.
      const theme = await requestTheme(request);
      const registered = theme ? request.app.themes.filesOf(theme).registrations() : undefined;
      const used = (await themePatterns(request)).flatMap((p) => p.categories);
      return { body: patternCategoryList(registered?.patternCategories ?? [], used) };
    },
  },
];
