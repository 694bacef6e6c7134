import { useId, useState } from 'react';
import { PresenceAvatar } from './PresenceAvatar';
import { type PresencePeer, visiblePeers } from './presence-peers';
import { presenceTexts } from './presence-texts';
import './PresenceAvatars.css';

/** How many avatars show before the "+N". */
export const MAX_AVATARS = 3;

/**
 * The people in the open record: up to three avatars, then "+N". Hovering the avatars, or
 * focusing the "+N" button, lists everyone by name. Renders nothing while nobody else is there.
 */
export function PresenceAvatars({ peers }: { peers: readonly PresencePeer[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const listId = useId();
  if (peers.length === 0) return null;
  const { shown, more } = visiblePeers(peers, MAX_AVATARS);
  const open = hovered || focused;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering shows the names; the "+N" button does the same for the keyboard
    <div
      className="atelier-presence"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <ul className="atelier-presence__avatars" aria-label={presenceTexts.group}>
        {shown.map((peer) => (
          <li key={peer.id} className="atelier-presence__slot">
            <PresenceAvatar peer={peer} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button
          type="button"
          className="atelier-presence-avatar is-more is-medium"
          aria-label={presenceTexts.more(more)}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              event.stopPropagation();
              setFocused(false);
              setHovered(false);
            }
          }}
        >
          +{more}
        </button>
      )}
      {open && (
        <div className="atelier-presence__list" role="tooltip" id={listId}>
          <p className="atelier-presence__list-title">{presenceTexts.listTitle}</p>
          <ul>
            {peers.map((peer) => (
              <li key={peer.id} className="atelier-presence__person">
                <PresenceAvatar peer={peer} size="small" decorative />
                <span>{peer.name}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The "+N" of a list row's stack, named after how many more people there are. */
export function MoreCount({ count }: { count: number }) {
  const label = presenceTexts.more(count);
  return (
    <span
      className="atelier-presence-avatar is-more is-small"
      role="img"
      aria-label={label}
      title={label}
    >
      +{count}
    </span>
  );
}
