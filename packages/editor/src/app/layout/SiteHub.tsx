import { AtelierMark } from '../../components/icons';
import { useBootstrap } from '../BootstrapContext';
import './SiteHub.css';

/** Top of the sidebar: the way back to the dashboard, the site's name and a link to view it. */
export function SiteHub() {
  const { adminUrl, homeUrl, siteTitle } = useBootstrap();
  return (
    <div className="atelier-site-hub">
      <a
        className="atelier-site-hub__dashboard"
        href={`${adminUrl}index.php`}
        aria-label="Dashboard"
      >
        <AtelierMark />
      </a>
      <div className="atelier-site-hub__site">
        <span className="atelier-site-hub__title">{siteTitle}</span>
        <a className="atelier-site-hub__view" href={homeUrl} target="_blank" rel="noreferrer">
          View site
          <span className="atelier-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
