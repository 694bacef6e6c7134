import { useBootstrap } from '../app/BootstrapContext';
import './SitePreview.css';
import { PREVIEW_SANDBOX } from './preview-sandbox';

/** The public site in a frame, shown beside the sidebar until an area puts its own view there. */
export function SitePreview() {
  const { homeUrl } = useBootstrap();
  return (
    <div className="atelier-site-preview">
      <iframe
        className="atelier-site-preview__frame"
        src={homeUrl}
        title="Site preview"
        sandbox={PREVIEW_SANDBOX}
      />
    </div>
  );
}
