import { adminPage } from '../http/admin-page.js';
import { escapeHtml } from '../http/html.js';

export interface LoginFormState {
  siteTitle: string;
  username?: string;
  redirectTo?: string;
  error?: string;
  message?: string;
  /** The login CSRF token (login-token.ts), also set as a cookie. */
  loginToken: string;
}

/** The log-in form: fields `log`, `pwd`, `rememberme` and `redirect_to`, as WordPress tools expect. */
export function renderLoginPage(state: LoginFormState): string {
  const error = state.error
    ? `<div class="notice error" role="alert">${escapeHtml(state.error)}</div>`
    : '';
  const message = state.message
    ? `<div class="notice" role="status">${escapeHtml(state.message)}</div>`
    : '';
  return adminPage({
    title: 'Log In',
    siteTitle: state.siteTitle,
    bodyClass: 'login',
    body: `<main>
<h1>${escapeHtml(state.siteTitle)}</h1>
${error}${message}
<form class="card" method="post" action="/wp-login.php" name="loginform">
<label for="user_login">Username or Email Address</label>
<input type="text" name="log" id="user_login" autocomplete="username" value="${escapeHtml(state.username ?? '')}" required autofocus>
<label for="user_pass">Password</label>
<input type="password" name="pwd" id="user_pass" autocomplete="current-password" required>
<p><label class="remember"><input type="checkbox" name="rememberme" value="forever"> Remember Me</label></p>
<input type="hidden" name="redirect_to" value="${escapeHtml(state.redirectTo ?? '')}">
<input type="hidden" name="login_token" value="${escapeHtml(state.loginToken)}">
<button type="submit" class="button">Log In</button>
</form>
<p><a href="/">← Go to ${escapeHtml(state.siteTitle)}</a></p>
</main>`,
  });
}
