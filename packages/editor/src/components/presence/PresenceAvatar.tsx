import type { CSSProperties } from 'react';
import { initialsOf, type PresencePeer } from './presence-peers';
import { presenceTexts } from './presence-texts';

/**
 * One person's avatar: their image, or their initials in white on their colour, ringed with
 * their colour. Named "<name> is editing" (role img), unless `decorative` (the name is beside it).
 */
export function PresenceAvatar({
  peer,
  size = 'medium',
  decorative = false,
}: {
  peer: PresencePeer;
  size?: 'small' | 'medium';
  decorative?: boolean;
}) {
  const className = `atelier-presence-avatar is-${size}`;
  const style = { '--atelier-presence-color': peer.color } as CSSProperties;
  const label = presenceTexts.editing(peer.name);
  if (peer.avatar !== undefined) {
    return (
      <img
        className={className}
        style={style}
        src={peer.avatar}
        alt={decorative ? '' : label}
        title={decorative ? undefined : label}
      />
    );
  }
  return (
    <span
      className={className}
      style={style}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label, title: label })}
    >
      {initialsOf(peer.name)}
    </span>
  );
}
