import { escapeAttribute } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { Visitor } from '../../render/widget-lookups';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag } from '../attribute-values';
import { loginForm } from './login-form';

/** `wp_loginout()`: 'Log in' for visitors, 'Log out' (with the session's nonce) for users. */
export function loginoutLink(siteUrl: string, visitor: Visitor, redirectTo: string): string {
  const login = `${siteUrl.replace(/\/+$/, '')}/wp-login.php`;
  const back = redirectTo === '' ? '' : `redirect_to=${encodeURIComponent(redirectTo)}`;
  if (!visitor.loggedIn) {
    const href = back === '' ? login : `${login}?${back}`;
    return `<a href="${escapeAttribute(href)}">Log in</a>`;
  }
  const query = ['action=logout', back, `_wpnonce=${encodeURIComponent(visitor.logoutNonce ?? '')}`]
    .filter(Boolean)
    .join('&');
  return `<a href="${escapeAttribute(`${login}?${query}`)}">Log out</a>`;
}

/**
 * `core/loginout`: a log in link for visitors (or the log-in form when asked) and a log out link
 * for logged-in users, coming back to this page unless told not to.
 */
export const loginout: BlockType = {
  name: 'core/loginout',
  title: 'Login/out',
  category: 'theme',
  icon: 'admin-users',
  description: 'Show login & logout links.',
  keywords: ['login', 'logout', 'form'],
  attributes: {
    displayLoginAsForm: { type: 'boolean', default: false },
    redirectToCurrent: { type: 'boolean', default: true },
  },
  supports: {
    anchor: true,
    className: true,
    html: false,
    color: { background: true, text: false, gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const visitor = await context.lookups.visitor();
    const redirect = flag(attributes, 'redirectToCurrent', true) ? visitor.url : '';
    const form = !visitor.loggedIn && flag(attributes, 'displayLoginAsForm');
    const contents = form
      ? loginForm(context.site.url, redirect === '' ? visitor.url : redirect)
      : loginoutLink(context.site.url, visitor, redirect);
    return tag(
      'div',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          visitor.loggedIn ? 'logged-in' : 'logged-out',
          form ? 'has-login-form' : undefined,
        ),
      }),
      contents,
    );
  },
};
