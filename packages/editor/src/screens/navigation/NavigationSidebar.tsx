import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';

export function NavigationSidebar() {
  return (
    <SidebarScreen title="Navigation" back={<BackButton to={{ path: '/' }} />}>
      <SidebarText>The list of navigation menus arrives with the Navigation area.</SidebarText>
    </SidebarScreen>
  );
}
