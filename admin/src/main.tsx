import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { followTheme } from './lib/theme';
import './styles.css';

// Dark mode follows the theme chosen on /account, or the system setting, live.
followTheme();

void boot(createRoot(document.getElementById('root')!));
