import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';

export function TemplatesSidebar() {
  return (
    <SidebarScreen title="Templates" back={<BackButton to={{ path: '/' }} />}>
      <SidebarText>The templates list arrives with the Templates area.</SidebarText>
    </SidebarScreen>
  );
}
