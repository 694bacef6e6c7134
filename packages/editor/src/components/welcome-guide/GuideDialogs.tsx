import { ShellGuideIllustration } from './ShellGuideIllustration';
import { StylesGuideIllustration } from './StylesGuideIllustration';
import { WelcomeGuide } from './WelcomeGuide';
import type { WelcomeGuideDefinition } from './welcome-guides';

export interface GuideDialogProps {
  guide: WelcomeGuideDefinition;
  onFinish(): void;
}

/** A site editor guide ('Welcome to the site editor', 'Editing a template', 'Editing a page'). */
export function ShellGuideDialog({ guide, onFinish }: GuideDialogProps) {
  return (
    <WelcomeGuide
      guide={guide}
      illustration={() => <ShellGuideIllustration preference={guide.preference} />}
      onFinish={onFinish}
    />
  );
}

/** 'Welcome to Styles', a drawing per page. */
export function StylesGuideDialog({ guide, onFinish }: GuideDialogProps) {
  return (
    <WelcomeGuide
      guide={guide}
      illustration={(page) => <StylesGuideIllustration page={page} />}
      onFinish={onFinish}
    />
  );
}
