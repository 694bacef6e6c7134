import { useBootstrap } from '../app/BootstrapContext';
import './SitePreview.css';

/** The public site in a frame, shown beside the sidebar until an area puts its own view there. */
export function SitePreview() {
  const { homeUrl } = useBootstrap();
  return (
    <div className="atelier-site-preview">
      <iframe className="atelier-site-preview__frame" src={homeUrl} title="Site preview" />
    </div>
  );
}
