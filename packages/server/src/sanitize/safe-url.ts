/**
 * URL checks for values that end up in `href`, `src` and similar attributes. The rule is the
 * one the HTML sanitiser applies to attributes (an allow list of schemes, relative URLs always
 * fine), so a block attribute and the markup it renders are judged alike.
 */

/** Whether browsers skip a character inside a URL's scheme (controls, spaces, other blanks). */
function isBlank(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0x1680 ||
    code === 0x180e ||
    (code >= 0x2000 && code <= 0x2029) ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Schemes a link or media URL may use; anything without a scheme is relative. */
export const SAFE_URL =
  /^(?:(?:https?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Whether a URL (as the browser will read it, after entity decoding) is safe to follow. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test([...url].filter((char) => !isBlank(char)).join(''));
}

/** Block attribute names whose values are URLs (`url`, `href`, `linkTo`, `mediaLink`, `poster`…). */
export function isUrlAttributeName(name: string): boolean {
  return /url|href|src|link|poster|action/i.test(name);
}
