import { useBootstrap } from '../app/BootstrapContext';
import { useAfterPaint } from '../ui/use-after-paint';
import './SitePreview.css';
import { PREVIEW_SANDBOX } from './preview-sandbox';

/**
 * The public site in a frame, shown beside the sidebar until an area puts its own view there.
 * The frame comes in the task after the first paint of its box: its creation and its page's
 * load never hold back the paint of the sidebar drawn with it (a screen's first rows).
 */
export function SitePreview() {
  const { homeUrl } = useBootstrap();
  const painted = useAfterPaint(true);
  return (
    <div className="atelier-site-preview">
      {painted && (
        <iframe
          className="atelier-site-preview__frame"
          src={homeUrl}
          title="Site preview"
          sandbox={PREVIEW_SANDBOX}
        />
      )}
    </div>
  );
}
