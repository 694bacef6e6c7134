import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `moderation-hash` WordPress adds to the address a held comment's author is sent back to:
 * with it, that visitor (and only someone holding the link) sees the comment awaiting moderation.
 * An HMAC of the comment's id and GMT date with the site secret.
 */
export function moderationHash(secret: string, comment: { id: number; date_gmt: string }): string {
  return createHmac('sha256', secret)
    .update(`comment-moderation:${comment.id}:${comment.date_gmt}`)
    .digest('hex')
    .slice(0, 32);
}

/** Whether `hash` is the moderation hash of the comment. */
export function isModerationHash(
  secret: string,
  comment: { id: number; date_gmt: string },
  hash: string,
): boolean {
  const expected = Buffer.from(moderationHash(secret, comment));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
