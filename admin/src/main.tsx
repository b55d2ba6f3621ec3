import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { reloadOnStaleBuild } from './lib/stale-build';
import { followTheme } from './lib/theme';
import './styles.css';

// Dark mode follows the theme chosen on /account, or the system setting, live.
followTheme();

reloadOnStaleBuild();

void boot(createRoot(document.getElementById('root')!));
