import { escapeAttribute } from '../../html/escape';

/** WordPress's `wp_login_form()`: username, password, remember me, submit and where to return. */
export function loginForm(siteUrl: string, redirectTo: string): string {
  const action = `${siteUrl.replace(/\/+$/, '')}/wp-login.php`;
  return `<form name="loginform" id="loginform" action="${escapeAttribute(action)}" method="post">
			<p class="login-username">
				<label for="user_login">Username or Email Address</label>
				<input type="text" name="log" id="user_login" autocomplete="username" class="input" value="" size="20" />
			</p>
			<p class="login-password">
				<label for="user_pass">Password</label>
				<input type="password" name="pwd" id="user_pass" autocomplete="current-password" spellcheck="false" class="input" value="" size="20" />
			</p>
			<p class="login-remember"><label><input name="rememberme" type="checkbox" id="rememberme" value="forever" /> Remember Me</label></p>
			<p class="login-submit">
				<input type="submit" name="wp-submit" id="wp-submit" class="button button-primary" value="Log In" />
				<input type="hidden" name="redirect_to" value="${escapeAttribute(redirectTo)}" />
			</p>
		</form>`;
}
