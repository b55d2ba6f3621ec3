import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import './styles.css';

// Dark mode follows the system setting, live.
const scheme = window.matchMedia('(prefers-color-scheme: dark)');
const applyScheme = () => document.documentElement.classList.toggle('dark', scheme.matches);
applyScheme();
scheme.addEventListener('change', applyScheme);

void boot(createRoot(document.getElementById('root')!));
