import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/literata/latin-400.css';
import '@fontsource/literata/latin-400-italic.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
