import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { render } from '../../render/render-blocks';
import { blockLibraryCss } from '../../styles/block-library-css';
import { createMemoryContext } from '../../testing/memory-lookups';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { ACCORDION_VIEW_SCRIPT, needsAccordionViewScript } from './accordion-view-script';

const registry = createCoreRegistry();

/** An accordion item as the block editor saves it: a heading and a panel with a paragraph. */
function item(title: string, body: string, open = false): string {
  const comment = open ? ' {"openByDefault":true}' : '';
  return (
    `<!-- wp:accordion-item${comment} -->\n<div class="wp-block-accordion-item${open ? ' is-open' : ''}">` +
    `<!-- wp:accordion-heading -->\n<h3 class="wp-block-accordion-heading has-icon has-icon-right"><button type="button" class="wp-block-accordion-heading__toggle"><span class="wp-block-accordion-heading__toggle-title">${title}</span><span class="wp-block-accordion-heading__toggle-icon" aria-hidden="true">+</span></button></h3>\n<!-- /wp:accordion-heading -->\n\n` +
    `<!-- wp:accordion-panel -->\n<div role="region" class="wp-block-accordion-panel"><!-- wp:paragraph -->\n<p>${body}</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:accordion-panel -->` +
    `</div>\n<!-- /wp:accordion-item -->`
  );
}

function accordionMarkup(items: string[], attributes = ''): string {
  return `<!-- wp:accordion${attributes} -->\n<div role="group" class="wp-block-accordion">${items.join('\n\n')}</div>\n<!-- /wp:accordion -->`;
}

const FAQ = accordionMarkup([
  item('Shipping?', 'Two days.'),
  item('Returns?', 'Thirty days.', true),
]);

async function liveAccordion(markup: string) {
  const html = await render(parse(markup), createMemoryContext());
  const window = new Window();
  window.document.body.innerHTML = html;
  window.eval(ACCORDION_VIEW_SCRIPT);
  const document = window.document;
  const buttons = [...document.querySelectorAll('.wp-block-accordion-heading__toggle')];
  const panels = [...document.querySelectorAll('.wp-block-accordion-panel')];
  const items = [...document.querySelectorAll('.wp-block-accordion-item')];
  const click = (index: number) => (buttons[index] as unknown as { click(): void }).click();
  return { html, document, buttons, panels, items, click };
}

describe('accordion blocks: saved markup', () => {
  it('validates WordPress-shaped markup and serialises it byte for byte', () => {
    const analysed = parseBlocks(registry, FAQ);
    expect(invalidBlocks(analysed)).toEqual([]);
    expect(serialize(parse(FAQ))).toBe(FAQ);
    const [accordion] = analysed;
    const heading = accordion?.innerBlocks[0]?.innerBlocks[0];
    expect(heading?.attributes.title).toBe('Shipping?');
    expect(accordion?.innerBlocks[1]?.attributes.openByDefault).toBe(true);
  });

  it('creates the same markup the block editor saves', () => {
    const block = createBlock(registry, 'core/accordion', {}, [
      {
        name: 'core/accordion-item',
        attributes: {},
        innerBlocks: [
          { name: 'core/accordion-heading', attributes: { title: 'Shipping?' } },
          {
            name: 'core/accordion-panel',
            attributes: {},
            innerBlocks: [{ name: 'core/paragraph', attributes: { content: 'Two days.' } }],
          },
        ],
      },
    ]);
    expect(serialize([block])).toBe(accordionMarkup([item('Shipping?', 'Two days.')]));
  });

  it('puts the icon on the left or leaves it out, and the padding on the button', () => {
    const left = createBlock(registry, 'core/accordion-heading', {
      title: 'Q',
      iconPosition: 'left',
      level: 2,
      style: { spacing: { padding: { top: '4px' } } },
    });
    expect(left.innerHTML).toBe(
      '\n<h2 class="wp-block-accordion-heading has-icon has-icon-left"><button type="button" class="wp-block-accordion-heading__toggle" style="padding-top:4px"><span class="wp-block-accordion-heading__toggle-icon" aria-hidden="true">+</span><span class="wp-block-accordion-heading__toggle-title">Q</span></button></h2>\n',
    );
    const none = createBlock(registry, 'core/accordion-heading', { title: 'Q', showIcon: false });
    expect(none.innerHTML).not.toContain('toggle-icon');
    expect(none.innerHTML).toContain('<h3 class="wp-block-accordion-heading">');
  });

  it('lets items only into an accordion and headings and panels only into an item', () => {
    expect(registry.canInsert('core/accordion', null)).toBe(true);
    expect(registry.canInsert('core/accordion-item', null)).toBe(false);
    expect(registry.canInsert('core/accordion-item', 'core/accordion')).toBe(true);
    expect(registry.canInsert('core/accordion-heading', 'core/accordion-item')).toBe(true);
    expect(registry.canInsert('core/paragraph', 'core/accordion')).toBe(false);
    expect(registry.canInsert('core/paragraph', 'core/accordion-panel')).toBe(true);
  });
});

describe('accordion blocks: public site', () => {
  it('ties each heading button to its panel and hides closed panels until found', async () => {
    const { buttons, panels, html } = await liveAccordion(FAQ);
    const [first, second] = buttons;
    const [firstPanel, secondPanel] = panels;
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(first?.getAttribute('aria-controls')).toBe(firstPanel?.id);
    expect(firstPanel?.getAttribute('aria-labelledby')).toBe(first?.id);
    expect(firstPanel?.getAttribute('hidden')).toBe('until-found');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(secondPanel?.hasAttribute('hidden')).toBe(false);
    expect(first?.id).not.toBe(second?.id);
    expect(needsAccordionViewScript(html)).toBe(true);
    expect(needsAccordionViewScript('<p>no accordion</p>')).toBe(false);
  });

  it('opens and closes an item when its heading is clicked', async () => {
    const { buttons, panels, items, click } = await liveAccordion(FAQ);
    click(0);
    expect(items[0]?.classList.contains('is-open')).toBe(true);
    expect(buttons[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(panels[0]?.hasAttribute('hidden')).toBe(false);
    expect(items[1]?.classList.contains('is-open')).toBe(true);
    click(0);
    expect(items[0]?.classList.contains('is-open')).toBe(false);
    expect(panels[0]?.getAttribute('hidden')).toBe('until-found');
  });

  it('closes the other items when the accordion closes automatically', async () => {
    const markup = accordionMarkup(
      [item('Shipping?', 'Two days.'), item('Returns?', 'Thirty days.', true)],
      ' {"autoclose":true}',
    );
    const { items, panels, click } = await liveAccordion(markup);
    click(0);
    expect(items[0]?.classList.contains('is-open')).toBe(true);
    expect(items[1]?.classList.contains('is-open')).toBe(false);
    expect(panels[1]?.getAttribute('hidden')).toBe('until-found');
  });

  it('numbers two identical items apart', async () => {
    const { buttons } = await liveAccordion(
      accordionMarkup([item('Same', 'Same'), item('Same', 'Same')]),
    );
    expect(new Set(buttons.map((button) => button.id)).size).toBe(2);
  });

  it('ships base CSS for the heading button and the open icon', () => {
    const css = blockLibraryCss(['core/accordion-heading', 'core/accordion-item']);
    expect(css).toContain('.wp-block-accordion-heading__toggle{');
    expect(css).toContain('.wp-block-accordion-item.is-open>');
  });
});
