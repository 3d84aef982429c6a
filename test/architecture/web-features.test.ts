import path from 'node:path';
import { crossFeatureImports, repoFiles } from './boundaries';

/** Web features lean on shared pieces, never on each other (issue 32): one feature's change stays its own. */
const root = path.join(__dirname, '../..');

describe('web feature boundaries', () => {
  it('no feature of the web app imports another feature', () => {
    expect(crossFeatureImports(repoFiles(root, ['web/src']))).toEqual([]);
  });

  it('finds a planted import of another feature, and allows shared pieces and the feature’s own files', () => {
    const files = [
      { path: 'web/src/features/account/AccountPage.tsx', text: "import { X } from '../classes/X';" },
      { path: 'web/src/features/family/FamilyPage.tsx', text: "import '../progress/chart.css';" },
      { path: 'web/src/features/progress/Page.tsx', text: "import { Y } from '../../shared/Y';" },
      { path: 'web/src/features/chat/ChatPage.tsx', text: "import { Z } from './hooks/useDraft';" },
      { path: 'web/src/shared/Thing.tsx', text: "import { W } from '../features/chat/W';" },
    ];
    expect(crossFeatureImports(files)).toEqual([
      'web/src/features/account/AccountPage.tsx: ../classes/X',
      'web/src/features/family/FamilyPage.tsx: ../progress/chart.css',
    ]);
  });
});
