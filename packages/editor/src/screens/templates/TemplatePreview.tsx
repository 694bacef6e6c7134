import { useEffect, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useLocation } from '../../app/Router';
import { ScaledSiteFrame } from '../../components/ScaledSiteFrame/ScaledSiteFrame';
import { templatePreviewUrl } from '../../domain/templates/template-preview-url';
import { usePreviewTargets } from '../../domain/templates/use-preview-targets';
import { useHoveredTemplate } from './hovered-template';
import './TemplatePreview.css';

/** A pointer passing over the list should not reload the frame for every item it crosses. */
const HOVER_SETTLE_MS = 200;

/** The public page a template slug renders, in a scaled frame filling the content area. */
export function TemplateSitePreview({ slug }: { slug: string }) {
  const { homeUrl } = useBootstrap();
  const { themePreview } = useLocation();
  const targets = usePreviewTargets();
  return (
    <div className="atelier-template-preview">
      <ScaledSiteFrame
        src={templatePreviewUrl(slug, homeUrl, themePreview, targets)}
        title="Preview"
      />
    </div>
  );
}

/** Content area of /wp_template: the template the pointer (or focus) rests on, else the front page. */
export function TemplatesPreview() {
  const hovered = useHoveredTemplate();
  const [slug, setSlug] = useState(hovered ?? 'index');
  useEffect(() => {
    if (hovered === null) return;
    const timer = setTimeout(() => setSlug(hovered), HOVER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [hovered]);
  return <TemplateSitePreview slug={slug} />;
}
