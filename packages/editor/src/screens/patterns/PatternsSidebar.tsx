import { BackButton, SidebarScreen, SidebarText } from '../../components/SidebarScreen';

export function PatternsSidebar() {
  return (
    <SidebarScreen title="Patterns" back={<BackButton to={{ path: '/' }} />}>
      <SidebarText>
        Pattern categories and template parts arrive with the Patterns area.
      </SidebarText>
    </SidebarScreen>
  );
}
