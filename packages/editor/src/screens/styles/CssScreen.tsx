import { SidebarText } from '../../components/SidebarScreen';
import { AdditionalCssPanel } from '../../domain/global-styles/css/AdditionalCssPanel';
import { additionalCss, canEditCss } from '../../domain/global-styles/edit-css-right';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { StylesPanels, StylesScreenFrame } from './StylesScreenFrame';

/**
 * Additional CSS (`/css`, spec 3 §2): the site's own CSS, for those who may edit CSS. Only CSS
 * the check accepts becomes an edit of the record (one undo step per pause in typing), so the
 * canvas shows it at once and the Save button saves it.
 */
export function CssScreen() {
  const { user, userStyles, setStyle } = useGlobalStyles();
  return (
    <StylesScreenFrame title="Additional CSS" screen={{ kind: 'css' }}>
      {user === undefined ? (
        <SidebarText>Loading…</SidebarText>
      ) : canEditCss(user) ? (
        <StylesPanels>
          <AdditionalCssPanel
            value={additionalCss(userStyles)}
            onChange={(next) => setStyle(['css'], next === '' ? undefined : next, true)}
          />
        </StylesPanels>
      ) : (
        <SidebarText>Sorry, you are not allowed to edit the CSS of this site.</SidebarText>
      )}
    </StylesScreenFrame>
  );
}
