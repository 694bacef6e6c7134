import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeRest } from '../../data/fake-rest';
import { giveBoxesASize } from '../../testing/box-size';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { TemplatesPreview } from './TemplatePreview';
import { themeTemplate } from './templates-test-records';

const INDEX = themeTemplate('index', 'Index');

/** A few frames and tasks: what the preview would wait for once the list is painted. */
const aFewFrames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('TemplatesPreview', () => {
  let restoreBoxes = () => {};
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_template');
    restoreBoxes = giveBoxesASize(640, 400);
  });
  afterEach(() => {
    cleanup();
    restoreBoxes();
  });

  it('starts the preview only once the list of templates has been read and drawn', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const { client } = createFakeRest({
      'GET /wp/v2/templates': () =>
        new Promise((resolve) => {
          answer = (body) => resolve({ body });
        }),
    });
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={client}>
        <TemplatesPreview />
      </EditorTestProviders>,
    );
    await aFewFrames();
    expect(screen.queryByTitle('Preview')).toBeNull();
    answer([INDEX]);
    const frame = await screen.findByTitle('Preview');
    expect(frame.getAttribute('src')).toContain('http://localhost/');
  });
});
