import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import type { EditorLocation } from './location';
import { RouterProvider, useLocation } from './Router';

function Here() {
  return <p>Here: {useLocation().path}</p>;
}

describe('RouterProvider', () => {
  beforeEach(() => window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpage'));
  afterEach(cleanup);

  it('tells onMove of each move, with the location the screen then shows', () => {
    const seen: string[] = [];
    const onMove = vi.fn((location: EditorLocation) => {
      // Told before the next screen renders: the old one is still on screen.
      seen.push(`${location.path} while ${screen.getByText(/^Here:/).textContent}`);
    });
    render(
      <RouterProvider onMove={onMove}>
        <Here />
        <Link to={{ path: '/pages' }}>Manage all pages</Link>
      </RouterProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Manage all pages' }));
    expect(screen.getByText('Here: /pages')).toBeTruthy();
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_template');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Here: /wp_template')).toBeTruthy();
    expect(seen).toEqual(['/pages while Here: /page', '/wp_template while Here: /pages']);
  });
});
