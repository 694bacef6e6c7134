import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';

export function NotFoundSidebar() {
  return (
    <SidebarScreen title="Not found" back={<BackButton to={{ path: '/' }} />}>
      <SidebarText>This address does not lead to a screen of the site editor.</SidebarText>
    </SidebarScreen>
  );
}
