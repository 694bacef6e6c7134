import type { ReactNode } from 'react';

/** A titled panel of the inspector. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="atelier-inspector__panel" aria-label={title}>
      <h3 className="atelier-inspector__panel-title">{title}</h3>
      {children}
    </section>
  );
}
