import { describe, expect, it } from 'vitest';
import { renderListing } from '../listing-fixtures';

const PAGE = 'https://example.test/story-1/';

describe('login/out', () => {
  it('gives visitors a log in link back to this page', async () => {
    const html = await renderListing(
      '<!-- wp:loginout /-->',
      {},
      { visitor: { loggedIn: false, url: PAGE } },
    );
    expect(html).toBe(
      '<div class="wp-block-loginout logged-out"><a href="https://example.test/wp-login.php?redirect_to=https%3A%2F%2Fexample.test%2Fstory-1%2F">Log in</a></div>',
    );
  });

  it('gives users a log out link with their nonce', async () => {
    const html = await renderListing(
      '<!-- wp:loginout {"redirectToCurrent":false} /-->',
      {},
      { visitor: { loggedIn: true, logoutNonce: 'abc123', url: PAGE } },
    );
    expect(html).toBe(
      '<div class="wp-block-loginout logged-in"><a href="https://example.test/wp-login.php?action=logout&amp;_wpnonce=abc123">Log out</a></div>',
    );
  });

  it('shows the log-in form to visitors when asked, and the link to users', async () => {
    const form = await renderListing(
      '<!-- wp:loginout {"displayLoginAsForm":true} /-->',
      {},
      { visitor: { loggedIn: false, url: PAGE } },
    );
    expect(form).toContain('class="wp-block-loginout logged-out has-login-form"');
    expect(form).toContain(
      '<form name="loginform" id="loginform" action="https://example.test/wp-login.php" method="post">',
    );
    expect(form).toContain('<label for="user_login">Username or Email Address</label>');
    expect(form).toContain(`<input type="hidden" name="redirect_to" value="${PAGE}" />`);
    const user = await renderListing(
      '<!-- wp:loginout {"displayLoginAsForm":true} /-->',
      {},
      { visitor: { loggedIn: true, logoutNonce: 'n', url: PAGE } },
    );
    expect(user).not.toContain('<form');
    expect(user).toContain('>Log out</a>');
  });
});
