// Mantine's base styles; each component's own come with it (vite.config.ts), so this page's CSS holds
// only what the first screen shows.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { whenPageLoaded } from './app/page-loaded';

// The page's script is this loader and the app it starts (`app/start.tsx`, its own chunk). A page the
// server drew (docs/decisions.md, "Public pages are rendered on the server") is readable already: its
// app is fetched and run once its pictures are in, or at the first interaction, so neither the
// download nor the hydration holds back the largest picture. Any other page starts it at once (the
// server preloads its chunks with the HTML).
const start = () => import('./app/start');
// The attribute is `SERVER_RENDERED_ATTRIBUTE` (@coursewise/contract/first-paint), written out: this
// chunk imports nothing the app chunk does.
if (document.getElementById('root')?.hasAttribute('data-rendered')) whenPageLoaded(start);
else void start();
