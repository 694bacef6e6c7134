import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';

export function StylesSidebar() {
  return (
    <SidebarScreen title="Styles" back={<BackButton to={{ path: '/' }} />}>
      <SidebarText>
        Style variations, typography and colours arrive with the Styles area.
      </SidebarText>
    </SidebarScreen>
  );
}
