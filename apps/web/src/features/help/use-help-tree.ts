import { useHelp } from '../../lib/endpoints/help';
import { useLanguage } from '../../lib/i18n';
import { useLayout } from '../../lib/layout';

/** The help tree for this layout (phones get the mobile variant of GET help) and the reading language. */
export const useHelpTree = () => {
  const layout = useLayout();
  const language = useLanguage();
  const help = useHelp(layout === 'mobile' ? 'mobile' : 'desktop');
  return { help, language, layout };
};
