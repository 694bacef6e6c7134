import type { ComponentPropsWithRef, MouseEvent } from 'react';
import type { LocationTarget } from './location';
import { useRouter } from './Router';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: LocationTarget };

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An in-app link: a real `<a href>` (so middle-click, copy link and open-in-new-tab work) whose
 * plain clicks move inside the app without a page load.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { hrefFor, navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (target !== undefined && target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} target={target} href={hrefFor(to)} onClick={handleClick} />;
}
