import type { RenderContext } from '@atelier/blocks';
import { type KeyboardEvent, useMemo } from 'react';
import { useRenderedBlocks } from '../../../components/block-preview/BlockPreview';
import { ExampleFrame } from './ExampleFrame';
import { styleBookMarkup } from './example-markup';
import type { StyleBookExample } from './style-book-categories';

interface ExampleItemProps {
  example: StyleBookExample;
  context: RenderContext;
  css: string;
  duotoneSvgs: string;
  /** The block type whose styles the sidebar shows: its example is marked. */
  isSelected: boolean;
  /** Opens the block type's styles; without it the example is only a picture. */
  onSelect?: (name: string) => void;
}

/** The example's block rendered by the blocks renderer, in a frame with the stylesheet. */
function ExamplePreview({ example, context, css, duotoneSvgs }: ExampleItemProps) {
  const markup = useMemo(
    () => styleBookMarkup(context.registry, example.name) ?? '',
    [context.registry, example.name],
  );
  const html = useRenderedBlocks(markup, context);
  if (html === null) return <p className="atelier-style-book__loading">Loading…</p>;
  return (
    <ExampleFrame
      html={html}
      css={css}
      duotoneSvgs={duotoneSvgs}
      title={`Preview: ${example.title}`}
    />
  );
}

/**
 * One example of the Style Book: the block title above its preview. With `onSelect` the whole
 * example is one control (click, Enter or Space) named after the block, as WordPress's is.
 */
export function ExampleItem(props: ExampleItemProps) {
  const { example, isSelected, onSelect } = props;
  const content = (
    <>
      <span className="atelier-style-book__example-title">{example.title}</span>
      <div className="atelier-style-book__example-preview" aria-hidden="true">
        <ExamplePreview {...props} />
      </div>
    </>
  );
  if (onSelect === undefined) {
    return (
      <figure className="atelier-style-book__example" aria-label={example.title}>
        {content}
      </figure>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(example.name);
  };
  return (
    // The preview is a frame, which a <button> may not hold: a focusable element in its role.
    // biome-ignore lint/a11y/useSemanticElements: a <button> cannot contain the preview's iframe
    <div
      role="button"
      tabIndex={0}
      className={`atelier-style-book__example is-interactive${isSelected ? ' is-selected' : ''}`}
      aria-label={`Open ${example.title} styles`}
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect(example.name)}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}
