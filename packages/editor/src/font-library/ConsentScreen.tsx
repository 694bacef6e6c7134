import '../ui/button.css';

/**
 * Spec 3 §4: before a collection fetches fonts from another site, the person allows it; the
 * answer is kept in the browser (the google-fonts permission flag).
 */
export function ConsentScreen({ name, onAllow }: { name: string; onAllow: () => void }) {
  return (
    <div className="atelier-font-consent">
      <h3 className="atelier-font-consent__title">{`Connect to ${name}`}</h3>
      <p>
        To install fonts from this collection you must give permission to connect directly to its
        servers. The fonts you install will be downloaded from there and stored on your site. Your
        site will then use these locally-hosted fonts.
      </p>
      <p>You can alternatively upload files directly on the Upload tab.</p>
      <button type="button" className="atelier-button" onClick={onAllow}>
        Allow access
      </button>
    </div>
  );
}
