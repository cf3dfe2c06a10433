import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes.tsx';

/** Declarative routing keeps the router's share of the first load small (see docs/architecture.md). */
export const App = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
