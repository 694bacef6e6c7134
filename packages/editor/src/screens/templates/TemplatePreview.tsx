import { useEffect, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useLocation } from '../../app/Router';
import { ScaledSiteFrame } from '../../components/ScaledSiteFrame/ScaledSiteFrame';
import { templatePreviewUrl } from '../../domain/templates/template-preview-url';
import { usePreviewTargets } from '../../domain/templates/use-preview-targets';
import { useAfterPaint } from '../../ui/use-after-paint';
import { useHoveredTemplate } from './hovered-template';
import { useTemplates } from './use-templates';
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

/**
 * Content area of /wp_template: the template the pointer (or focus) rests on, else the front page.
 * Rows first: the preview's frame (a whole public page loaded and laid out beside the list) starts
 * once the sidebar has painted the list's rows, or its message when the list could not be read.
 */
export function TemplatesPreview() {
  const hovered = useHoveredTemplate();
  const [slug, setSlug] = useState(hovered ?? 'index');
  const { isLoading } = useTemplates('wp_template');
  const listPainted = useAfterPaint(!isLoading);
  useEffect(() => {
    if (hovered === null) return;
    const timer = setTimeout(() => setSlug(hovered), HOVER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [hovered]);
  if (!listPainted) return <div className="atelier-template-preview" />;
  return <TemplateSitePreview slug={slug} />;
}
