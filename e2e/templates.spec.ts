import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** The site editor at an in-app path (spec 1 §2.1), with extra location parameters. */
function editorUrl(path: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ p: path, ...extra });
  return `/wp-admin/site-editor.php?${params}`;
}

interface TemplateJson {
  id: string;
  slug: string;
  source: string;
  title: { raw: string };
  content: { raw: string };
  is_custom?: boolean;
}

/** Small REST helper: the session's nonce, then JSON calls as the logged-in user. */
class Rest {
  private nonce = '';

  constructor(private readonly page: Page) {}

  private async headers() {
    if (this.nonce === '') {
      const response = await this.page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce');
      this.nonce = (await response.text()).trim();
    }
    return { 'X-WP-Nonce': this.nonce };
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.page.request.get(`/wp-json${path}`, {
      headers: await this.headers(),
    });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()) as T;
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    const response = await this.page.request.post(`/wp-json${path}`, {
      headers: await this.headers(),
      data,
    });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** A custom template made "in the editor" (no theme file), like the Add template modal makes. */
  customTemplate(name: string, slug = `wp-custom-template-${name.toLowerCase()}`) {
    return this.post<TemplateJson>('/wp/v2/templates', {
      slug,
      title: name,
      description: '',
      status: 'publish',
      content: '<!-- wp:paragraph --><p>Custom</p><!-- /wp:paragraph -->',
    });
  }

  async templateSlugs(): Promise<string[]> {
    const list = await this.get<TemplateJson[]>('/wp/v2/templates?context=edit&per_page=100');
    return list.map((template) => template.slug);
  }
}

function snackbar(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

test('browses the templates and opens one in the editor', async ({ page, loginAs }) => {
  await loginAs('admin', editorUrl('/wp_template'));
  const sidebar = page.getByRole('region', { name: 'Navigation' });
  await expect(sidebar.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(sidebar.getByRole('list', { name: 'Templates' }).getByRole('link')).toHaveText([
    'Front Page',
    'Blog Home',
    'Single Posts',
    'Pages',
    'Index',
    'All Archives',
    'Search Results',
    'Page: 404',
  ]);
  await expect(sidebar.getByRole('heading', { name: 'Custom' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Post with sidebar' })).toBeVisible();
  await expect(page.getByTitle('Preview')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Single Posts' }).click();
  await expect(sidebar.getByRole('heading', { name: 'Single Posts', level: 1 })).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Areas' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Header' })).toHaveAttribute(
    'href',
    /p=%2Fwp_template_part%2Floom%2F%2Fheader/,
  );

  await sidebar.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/canvas=edit/);
  await expect(page).toHaveURL(/p=%2Fwp_template%2Floom%2F%2Fsingle/);
  await expect(page.getByRole('region', { name: 'Editor top bar' })).toBeVisible();
});

test('creates a custom template and a template for one specific page', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', editorUrl('/wp_template'));
  const rest = new Rest(page);

  await page.getByRole('button', { name: 'Add template' }).click();
  const modal = page.getByRole('dialog', { name: 'Add template' });
  await modal.getByRole('button', { name: /^Custom template/ }).click();
  const custom = page.getByRole('dialog', { name: 'Create custom template' });
  await custom.getByLabel('Name').fill('Full Width');
  await custom.getByRole('button', { name: 'Create' }).click();
  await expect(snackbar(page, '"Full Width" successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_template%2Floom%2F%2Fwp-custom-template-full-width/);
  await expect(page).toHaveURL(/canvas=edit/);
  const created = await rest.get<TemplateJson>(
    '/wp/v2/templates/loom//wp-custom-template-full-width?context=edit',
  );
  expect(created.title.raw).toBe('Full Width');
  // Created empty with the welcome guide off: the editor offers 'Choose a pattern' for it.
  expect(created.content.raw).toBe('');
  await expect(page.getByRole('dialog', { name: 'Choose a pattern' })).toBeVisible();

  await page.goto(editorUrl('/wp_template'));
  await page.getByRole('button', { name: 'Add template' }).click();
  await page.getByRole('button', { name: /^Single page/ }).click();
  const pages = page.getByRole('dialog', { name: 'Add template: Single page' });
  await pages.getByRole('button', { name: 'About', exact: true }).click();
  await expect(snackbar(page, '"Page: About" successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_template%2Floom%2F%2Fpage-about/);
  const about = await rest.get<TemplateJson>('/wp/v2/templates/loom//page-about?context=edit');
  expect(about.title.raw).toBe('Page: About');

  // The page that has a template now is no longer suggested.
  await page.goto(editorUrl('/wp_template'));
  await expect(page.getByRole('link', { name: 'Page: About' })).toBeVisible();
  await page.getByRole('button', { name: 'Add template' }).click();
  await page.getByRole('button', { name: /^Single page/ }).click();
  const again = page.getByRole('dialog', { name: 'Add template: Single page' });
  await expect(again.getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'About', exact: true })).toHaveCount(0);
});

test('renames a custom template from the manage list', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  const rest = new Rest(page);
  await rest.customTemplate('Promo');
  await page.goto(editorUrl('/wp_template/all'));

  await page.getByRole('button', { name: 'Actions: Promo' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  await dialog.getByLabel('Name').fill('  ');
  // A name is required.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Landing promo');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Template renamed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Landing promo' })).toBeVisible();
  const renamed = await rest.get<TemplateJson>(
    '/wp/v2/templates/loom//wp-custom-template-promo?context=edit',
  );
  expect(renamed.title.raw).toBe('Landing promo');
});

test('deletes one template, then two at once, after confirming', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  const rest = new Rest(page);
  for (const name of ['Alpha', 'Beta', 'Gamma']) await rest.customTemplate(name);
  await page.goto(editorUrl('/wp_template/all'));

  await page.getByRole('button', { name: 'Actions: Alpha' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText('Are you sure you want to delete "Alpha"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page, '"Alpha" deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alpha' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select Beta' }).check();
  await page.getByRole('checkbox', { name: 'Select Gamma' }).check();
  await page
    .getByRole('group', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const bulk = page.getByRole('dialog', { name: 'Delete' });
  await expect(bulk).toContainText('Are you sure you want to delete 2 templates?');
  await bulk.getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page, 'Templates deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beta' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Gamma' })).toHaveCount(0);

  const slugs = await rest.templateSlugs();
  expect(slugs.filter((slug) => slug.startsWith('wp-custom-template-'))).toEqual([]);
  // Theme templates cannot be deleted: no Delete for them.
  await page.getByRole('button', { name: 'Actions: Index' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
});

test('clears the customizations of a theme template, then takes it back with Undo', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const rest = new Rest(page);
  const customised = '<!-- wp:paragraph --><p>My own archive</p><!-- /wp:paragraph -->';
  await rest.post('/wp/v2/templates/loom//archive', { content: customised });
  expect((await rest.get<TemplateJson>('/wp/v2/templates/loom//archive')).source).toBe('custom');

  await page.goto(editorUrl('/wp_template/loom//archive'));
  const sidebar = page.getByRole('region', { name: 'Navigation' });
  await sidebar.getByRole('button', { name: 'Actions: All Archives' }).click();
  await page.getByRole('menuitem', { name: 'Clear customizations' }).click();
  await expect(snackbar(page, 'Template reverted.')).toBeVisible();
  await expect
    .poll(async () => (await rest.get<TemplateJson>('/wp/v2/templates/loom//archive')).source)
    .toBe('theme');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => {
      const template = await rest.get<TemplateJson>('/wp/v2/templates/loom//archive?context=edit');
      return [template.source, template.content.raw];
    })
    .toEqual(['custom', customised]);
});

test('blog settings of the home template persist after a reload', async ({ page, loginAs }) => {
  await loginAs('admin', editorUrl('/wp_template/loom//home'));
  const sidebar = page.getByRole('region', { name: 'Navigation' });
  const perPage = sidebar.getByLabel('Blog pages show at most');
  await expect(perPage).toHaveValue('10');
  await expect(perPage).toHaveAttribute('min', '1');
  await expect(perPage).toHaveAttribute('step', '1');
  await perPage.fill('7');
  const comments = sidebar.getByLabel('Allow comments on new posts');
  await expect(comments).toBeChecked();
  await comments.uncheck();
  const title = sidebar.getByLabel('Posts page title');
  await expect(title).toHaveValue('Blog');
  await title.fill('Journal');

  const rest = new Rest(page);
  await expect
    .poll(async () => {
      const settings = await rest.get<Record<string, unknown>>('/wp/v2/settings');
      const blogPage = await rest.get<{ title: { raw: string } }>('/wp/v2/pages/4?context=edit');
      return [settings.posts_per_page, settings.default_comment_status, blogPage.title.raw];
    })
    .toEqual([7, 'closed', 'Journal']);

  await page.reload();
  await expect(sidebar.getByLabel('Blog pages show at most')).toHaveValue('7');
  await expect(sidebar.getByLabel('Allow comments on new posts')).not.toBeChecked();
  await expect(sidebar.getByLabel('Posts page title')).toHaveValue('Journal');
});

test('switches the manage list between table and grid', async ({ page, loginAs }) => {
  await loginAs('admin', editorUrl('/wp_template/all'));
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blog Home' })).toBeVisible();
  await expect(page.getByTitle('Preview of Blog Home')).toHaveCount(0);

  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/layout=grid/);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByTitle('Preview of Blog Home')).toBeVisible();

  await page.reload();
  await expect(page.getByTitle('Preview of Blog Home')).toBeVisible();
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page).not.toHaveURL(/layout=/);
});

test('pages through 25 or more templates, 20 at a time', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  const rest = new Rest(page);
  const names = Array.from(
    { length: 26 },
    (_, index) => `Extra ${String(index + 1).padStart(2, '0')}`,
  );
  await Promise.all(
    names.map((name, index) => rest.customTemplate(name, `wp-custom-template-extra-${index + 1}`)),
  );
  await page.goto(editorUrl('/wp_template/all'));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  // 10 theme templates + 26 new ones, sorted by title.
  await expect(pagination).toContainText('36 items');
  await expect(pagination).toContainText('Page 1 of 2');
  await expect(page.getByRole('table').getByRole('link')).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'All Archives' })).toBeVisible();

  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(pagination).toContainText('Page 2 of 2');
  await expect(page.getByRole('table').getByRole('link')).toHaveCount(16);
  await expect(page.getByRole('link', { name: 'Single Posts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Archives' })).toHaveCount(0);
});

test('filters the manage list by author through the sidebar', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  const rest = new Rest(page);
  await rest.customTemplate('Mine');
  await page.goto(editorUrl('/wp_template/all'));
  await expect(page.getByRole('link', { name: 'Mine' })).toBeVisible();
  const views = page.getByRole('list', { name: 'Views' });
  await views.getByRole('link', { name: 'Loom' }).click();
  await expect(page).toHaveURL(/activeView=Loom/);
  await expect(page.getByRole('link', { name: 'Mine' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Blog Home' })).toBeVisible();
  await views.getByRole('link', { name: 'All templates' }).click();
  await expect(page.getByRole('link', { name: 'Mine' })).toBeVisible();
});

test('lists the template parts with their areas, and customised ones can be cleared', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const rest = new Rest(page);
  await rest.post('/wp/v2/template-parts/loom//footer', {
    content: '<!-- wp:paragraph --><p>My footer</p><!-- /wp:paragraph -->',
  });
  await page.goto(editorUrl('/wp_template_part/all'));
  const content = page.getByRole('region', { name: 'Editor content' });
  await expect(content.getByRole('heading', { name: 'Template Parts' })).toBeVisible();
  const sidebar = content
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Sidebar' }) });
  await expect(sidebar).toContainText('Loom');
  // The sidebar part sits in the general (uncategorized) area.
  await expect(sidebar.getByRole('cell', { name: 'General', exact: true })).toBeVisible();
  await expect(content.getByRole('link', { name: 'Header' })).toBeVisible();

  await content.getByRole('button', { name: 'Actions: Footer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Clear customizations' }).click();
  await expect(snackbar(page, 'Template reverted.')).toBeVisible();
  await expect
    .poll(async () => (await rest.get<TemplateJson>('/wp/v2/template-parts/loom//footer')).source)
    .toBe('theme');
});

test('creates a template part from its manage list', async ({ page, loginAs }) => {
  await loginAs('admin', editorUrl('/wp_template_part/all'));
  await page.getByRole('button', { name: 'Add New Template Part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create template part' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('header');
  await dialog.getByRole('radio', { name: 'Header' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(snackbar(page, 'Template part created.')).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_template_part%2Floom%2F%2Fheader-2/);
  await expect(page).toHaveURL(/canvas=edit/);

  const rest = new Rest(page);
  const part = await rest.get<TemplateJson & { area: string }>(
    '/wp/v2/template-parts/loom//header-2?context=edit',
  );
  expect([part.title.raw, part.area]).toEqual(['header 2', 'header']);
});
