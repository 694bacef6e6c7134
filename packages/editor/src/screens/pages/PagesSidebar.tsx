import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';

export function PagesSidebar() {
  return (
    <SidebarScreen title="Pages" back={<BackButton to={{ path: '/' }} />}>
      <SidebarText>The pages list arrives with the Pages area.</SidebarText>
    </SidebarScreen>
  );
}
